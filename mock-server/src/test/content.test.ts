import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

describe('content and template calls', () => {
  it('category > channel tree: create under a parent, list by parent, update, delete', async () => {
    const category = await mock.api('post', '/api/content/category', { name: 'Promotions' }, admin);
    const categoryId = category.body.data.id;
    const channel = await mock.api('post', `/api/content/channel/${categoryId}`, { name: 'email' }, admin);
    expect(channel.body.data.categoryId).toBe(categoryId);
    const listed = await mock.api('get', `/api/content/channel/${categoryId}`, undefined, admin);
    expect(listed.body.data.map((c: { name: string }) => c.name)).toEqual(['email']);
    const renamed = await mock.api('put', '/api/content/channel', { id: channel.body.data.id, name: 'newsletter' }, admin);
    expect(renamed.body.data.name).toBe('newsletter');
    expect((await mock.api('delete', `/api/content/channel/${channel.body.data.id}`, undefined, admin)).body.data.name).toBe('newsletter');
    const missing = await mock.api('post', '/api/content/category', { title: 'no name' }, admin);
    expect(missing.body.errors[0].message).toBe('name is required.');
  });

  it('templates: create, refuse a duplicate name, read by name, delete by id', async () => {
    const created = await mock.api(
      'post',
      '/api/communication/createNewTemplate',
      { name: 'LATE_NOTICE', channel: 'sms', body: 'You are late.' },
      admin,
    );
    expect(created.status).toBe(200);
    const twice = await mock.api('post', '/api/communication/createNewTemplate', { name: 'LATE_NOTICE', channel: 'sms', body: 'x' }, admin);
    expect(twice.body.errors[0].message).toBe('A template named LATE_NOTICE exists already.');
    const byName = await mock.api('get', '/api/communication/templateByName?name=LATE_NOTICE', undefined, admin);
    expect(byName.body.data.body).toBe('You are late.');
    await mock.api('delete', `/api/communication/deleteTemplateById/${created.body.data.id}`, undefined, admin);
    expect((await mock.api('get', '/api/communication/templateByName?name=LATE_NOTICE', undefined, admin)).body.errors[0].message).toBe(
      'Error',
    );
  });

  it('white list and IP bans check the address', async () => {
    expect((await mock.api('post', '/api/content/whiteList', { ip: '10.1.2.3' }, admin)).status).toBe(200);
    expect((await mock.api('post', '/api/content/whiteList', { ip: 'not-an-ip' }, admin)).body.errors[0].message).toBe(
      'ip must be an IPv4 or IPv6 address.',
    );
    await mock.api('post', '/api/content/ipbanner/local/set', { ip: '198.51.100.7', reason: 'spam' }, admin);
    const banned = await mock.api('get', '/api/content/ipbanner/local/list', undefined, admin);
    expect(banned.body.data.map((b: { ip: string }) => b.ip)).toContain('198.51.100.7');
    await mock.api('post', '/api/content/ipbanner/local/remove', { ip: '198.51.100.7' }, admin);
    expect(
      (await mock.api('get', '/api/content/ipbanner/local/list', undefined, admin)).body.data.map((b: { ip: string }) => b.ip),
    ).not.toContain('198.51.100.7');
  });
});
