import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const message = (answer: { body: { errors: { message: string }[] } }) => answer.body.errors[0]?.message;

describe('content tree rules', () => {
  it('names are unique within their parent and required on rename', async () => {
    expect(message(await mock.api('post', '/api/content/category', { name: ' help ' }, admin))).toBe(
      'A category named help exists already.',
    );
    const a = (await mock.api('post', '/api/content/category', { name: 'Tree A' }, admin)).body.data;
    const b = (await mock.api('post', '/api/content/category', { name: 'Tree B' }, admin)).body.data;
    expect((await mock.api('post', `/api/content/channel/${a.id}`, { name: 'web' }, admin)).status).toBe(200);
    const twice = await mock.api('post', `/api/content/channel/${a.id}`, { name: 'Web' }, admin);
    expect(twice.status).toBe(422);
    expect(message(twice)).toBe('Category Tree A already has a channel named Web.');
    // The same name under another parent is fine.
    expect((await mock.api('post', `/api/content/channel/${b.id}`, { name: 'web' }, admin)).status).toBe(200);
    expect(message(await mock.api('put', '/api/content/category', { id: b.id, name: 'Tree A' }, admin))).toBe(
      'A category named Tree A exists already.',
    );
    expect(message(await mock.api('put', '/api/content/category', { id: b.id, name: '' }, admin))).toBe('name is required.');
    expect(message(await mock.api('post', '/api/content/channel/99999', { name: 'x' }, admin))).toBe('Category 99999 does not exist.');
  });

  it('refuses to delete a row that still has children, then deletes it once they are gone', async () => {
    const cat = (await mock.api('post', '/api/content/category', { name: 'Tree C' }, admin)).body.data;
    const ch = (await mock.api('post', `/api/content/channel/${cat.id}`, { name: 'app' }, admin)).body.data;
    const group = (await mock.api('post', `/api/content/group/${ch.id}`, { name: 'FAQ' }, admin)).body.data;
    const item = (await mock.api('post', `/api/content/content/${group.id}`, { title: 'How to pay', body: 'By card.' }, admin)).body.data;
    expect(item.groupId).toBe(group.id);
    expect(message(await mock.api('post', `/api/content/content/${group.id}`, { title: 'how to pay' }, admin))).toBe(
      'Group FAQ already has a content titled how to pay.',
    );
    expect(message(await mock.api('delete', `/api/content/category/${cat.id}`, undefined, admin))).toBe(
      'Category Tree C still has 1 channel: delete it first.',
    );
    expect(message(await mock.api('delete', `/api/content/group/${group.id}`, undefined, admin))).toBe(
      'Group FAQ still has 1 content: delete it first.',
    );
    expect((await mock.api('delete', `/api/content/content/${item.id}`, undefined, admin)).status).toBe(200);
    expect((await mock.api('delete', `/api/content/group/${group.id}`, undefined, admin)).status).toBe(200);
    expect((await mock.api('delete', `/api/content/channel/${ch.id}`, undefined, admin)).status).toBe(200);
    expect((await mock.api('delete', `/api/content/category/${cat.id}`, undefined, admin)).status).toBe(200);
    const seeded = await mock.api('delete', '/api/content/category/1', undefined, admin);
    expect(message(seeded)).toBe('Category Help still has 2 channels: delete them first.');
  });
});

describe('enum editor', () => {
  it('adds a value once, staff only; the public read sees it', async () => {
    const added = await mock.api('post', '/api/content/enums', { name: 'Gender', key: 'nonBinary', value: 'Non-binary' }, admin);
    expect(added.status).toBe(200);
    const again = await mock.api('post', '/api/content/enums', { name: 'Gender', key: 'NONBINARY', value: 'x' }, admin);
    expect(message(again)).toBe('Gender already has the value NONBINARY.');
    expect((await mock.api('post', '/api/content/enums', { name: 'Gender', key: 'other', value: 'Other' })).status).toBe(401);
    const agent = await mock.staffToken('agent@pronto.test');
    expect((await mock.api('post', '/api/content/enums', { name: 'Gender', key: 'other', value: 'Other' }, agent)).status).toBe(403);
    const read = await mock.api('post', '/api/content/enums', { names: ['Gender'] });
    expect(read.body.data.Gender.map((g: { key: string }) => g.key)).toEqual(['female', 'male', 'nonBinary']);
    expect(message(await mock.api('post', '/api/content/enums', { name: 'gender', key: 'a', value: 'b' }, admin))).toMatch(
      /^name must start with a capital letter/,
    );
  });
});

describe('business exceptions, IP locations, online users', () => {
  it('answers the seeded rows', async () => {
    const exceptions = await mock.api('get', '/api/content/translation/businessException?culture=es-ES', undefined, admin);
    expect(exceptions.body.data.length).toBe(5);
    expect(
      exceptions.body.data.every((t: { key: string; culture: string }) => t.key.startsWith('businessException.') && t.culture === 'es-ES'),
    ).toBe(true);
    const where = await mock.api('get', '/api/content/ipLocations?ip=2.139.10.20', undefined, admin);
    expect(where.body.data[0]).toMatchObject({ country: 'ES', city: 'Madrid' });
    expect(message(await mock.api('get', '/api/content/ipLocations?ip=nope', undefined, admin))).toBe(
      'ip must be an IPv4 or IPv6 address.',
    );
    const online = await mock.api('get', '/api/content/onlineUsers', undefined, admin);
    expect(online.body.data.some((u: { name: string }) => u.name.includes('admin@pronto.test'))).toBe(true);
  });
});

describe('staff permissions', () => {
  it('sets the business operations of an agent and refuses unknown ones', async () => {
    const set = await mock.api(
      'post',
      '/api/membership/setCamBusinessOperationPermission',
      { staffId: 2, operations: ['discount', 'rollover', 'discount'] },
      admin,
    );
    expect(set.body.data.operations).toEqual(['discount', 'rollover']);
    const listed = await mock.api('get', '/api/membership/camBusinessOperationPermissions', undefined, admin);
    expect(listed.body.data.find((p: { staffId: number }) => p.staffId === 2).operations).toEqual(['discount', 'rollover']);
    expect(
      message(await mock.api('post', '/api/membership/setCamBusinessOperationPermission', { staffId: 2, operations: ['fly'] }, admin)),
    ).toMatch(/^fly is not a business operation; choose from manualPayment/);
    expect(
      message(await mock.api('post', '/api/membership/setCamBusinessOperationPermission', { staffId: 1, operations: [] }, admin)),
    ).toBe('admin@pronto.test is not a collection agent.');
    const permissions = await mock.api('get', '/api/membership/permissions', undefined, admin);
    expect(permissions.body.data.find((p: { id: string }) => p.id === 'area.reports').roles).toEqual(['admin', 'reporter']);
  });

  it('switches live chat and lists online agents', async () => {
    expect((await mock.api('post', '/api/membership/liveChatAgentControl', { staffId: 7, active: true }, admin)).body.data.liveChat).toBe(
      true,
    );
    expect(message(await mock.api('post', '/api/membership/liveChatAgentControl', { staffId: 7 }, admin))).toBe('active is required.');
    await mock.staffToken('collector@pronto.test');
    const online = await mock.api('get', '/api/membership/onlineCamsBOPs', undefined, admin);
    expect(online.body.data.map((a: { emailAddress: string }) => a.emailAddress)).toContain('collector@pronto.test');
    expect(online.body.data.find((a: { staffId: number }) => a.staffId === 7)).toMatchObject({
      liveChat: true,
      operations: ['manualPayment', 'arrangement', 'discount'],
    });
  });
});

describe('affiliate cost models', () => {
  it('stores lead, tier and date models and refuses bad values', async () => {
    const lead = await mock.api('post', '/api/customer/affiliate/costModel/lead', { campaignId: 1, amount: 12.5 }, admin);
    expect(lead.body.data).toMatchObject({ costModel: 'lead', cost: 12.5 });
    expect(message(await mock.api('post', '/api/customer/affiliate/costModel/lead', { campaignId: 1, amount: 0 }, admin))).toBe(
      'amount must be more than 0.',
    );
    const tier = await mock.api(
      'post',
      '/api/customer/affiliate/costModel/tier',
      {
        campaignId: 1,
        tiers: [
          { from: 1, amount: 10 },
          { from: 50, amount: 8 },
        ],
      },
      admin,
    );
    expect(tier.body.data.costModelDetails.tiers).toEqual([
      { from: 1, amount: 10 },
      { from: 50, amount: 8 },
    ]);
    expect(
      message(
        await mock.api(
          'post',
          '/api/customer/affiliate/costModel/tier',
          {
            campaignId: 1,
            tiers: [
              { from: 10, amount: 10 },
              { from: 5, amount: 8 },
            ],
          },
          admin,
        ),
      ),
    ).toBe('Tier 2 must start above tier 1 (from 10).');
    expect(
      message(await mock.api('post', '/api/customer/affiliate/costModel/tier', { campaignId: 1, tiers: [{ from: 1, amount: -3 }] }, admin)),
    ).toBe('Tier 1: amount must be more than 0.');
    expect(
      message(
        await mock.api(
          'post',
          '/api/customer/affiliate/costModel/date',
          { campaignId: 1, from: '2026-12-01', to: '2026-11-01', amount: 5 },
          admin,
        ),
      ),
    ).toBe('The end date 2026-11-01 is before the start date 2026-12-01.');
    const date = await mock.api(
      'post',
      '/api/customer/affiliate/costModel/date',
      { campaignId: 1, from: '2026-11-01', to: '2026-12-01', amount: 5 },
      admin,
    );
    expect(date.body.data).toMatchObject({
      costModel: 'date',
      cost: 5,
      costModelDetails: { from: '2026-11-01', to: '2026-12-01', amount: 5 },
    });
    expect(message(await mock.api('post', '/api/customer/affiliate/costModel/lead', { campaignId: 9999, amount: 1 }, admin))).toBe(
      'Campaign 9999 does not exist.',
    );
    expect(message(await mock.api('post', '/api/customer/affiliate/campaign', { name: 'Negative cost', cost: -2 }, admin))).toBe(
      'cost must be more than 0.',
    );
    expect(message(await mock.api('put', '/api/customer/affiliate/campaign', { id: 1, costModel: 'click' }, admin))).toBe(
      'costModel must be one of lead, tier, date.',
    );
  });
});
