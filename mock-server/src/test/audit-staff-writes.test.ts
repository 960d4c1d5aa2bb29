import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@pronto/api';
import { startMock, type Mock } from './harness.ts';

/**
 * Staff writes with no audit rule of their own (no reason asked) are in the trail too: who, when, the
 * call and every field they changed before and after, read back through the trail's own calls.
 */
let mock: Mock;
let agent: string;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  agent = await mock.staffToken('agent@pronto.test');
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const trailOf = async (customerId: number) =>
  (await mock.api('get', `/api/customer/staff/audit?customerId=${customerId}`, undefined, agent)).body.data as AuditEntry[];
const search = async (filter: Record<string, unknown>) =>
  (await mock.api('post', '/api/membership/searchAudit', { filter, sort: 'at', order: 'DESC', page: 1, perPage: 10 }, admin)).body.data
    .items as AuditEntry[];

describe('every staff write in the audit trail', () => {
  it("an address changed by an agent: the customer's trail shows the address before and after", async () => {
    const before = (await mock.api('get', '/api/customer/address?customerId=2', undefined, agent)).body.data as { town: string }[];
    const answer = await mock.api('put', '/api/customer/address', { customerId: 2, addressType: 'home', town: 'Leeds' }, agent);
    expect(answer.status).toBe(200);
    const [latest] = await trailOf(2);
    expect(latest).toMatchObject({
      callId: 'customer.address.put',
      staffName: 'Agnes Agent',
      targetType: 'customer',
      targetId: 2,
      reason: '',
    });
    const change = latest!.changes.find((c) => c.field === 'customerAddress');
    expect(change?.before).toEqual(before);
    expect((change?.after as { addressType: string; town: string }[]).find((a) => a.addressType === 'home')?.town).toBe('Leeds');
  });

  it('a comment added on a customer: the new comment, with nothing before it', async () => {
    const answer = await mock.api('post', '/api/customer/comment', { customerId: 3, text: 'Promised to pay on Friday.' }, agent);
    expect(answer.status).toBe(200);
    const [latest] = await trailOf(3);
    expect(latest?.callId).toBe('customer.comment.post');
    const text = latest!.changes.find((c) => c.field.endsWith('.text'));
    expect(text).toMatchObject({ before: null, after: 'Promised to pay on Friday.' });
    expect(text?.field).toMatch(/^comments\[\d+\]\.text$/);
  });

  it('a customer group created: a record of the groups, found by its call', async () => {
    const answer = await mock.api('post', '/api/customer/group', { name: 'Audit watch', description: 'Watched' }, agent);
    expect(answer.status).toBe(200);
    const [entry] = await search({ callId: 'customer.group.post' });
    expect(entry).toMatchObject({ targetType: 'record', targetId: answer.body.data.id, staffName: 'Agnes Agent' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'name', before: null, after: 'Audit watch' }));
  });

  it('a refused staff write records nothing', async () => {
    const count = (await trailOf(2)).length;
    const refused = await mock.api('put', '/api/customer/address', { customerId: 2, addressType: 'garden', town: 'X' }, agent);
    expect(refused.status).toBe(422);
    expect(await trailOf(2)).toHaveLength(count);
  });
});

describe('a staff write that removes a row', () => {
  it('a customer group deleted: its fields before, nothing after', async () => {
    const created = await mock.api('post', '/api/customer/group', { name: 'Short lived', description: 'Goes soon' }, agent);
    const id = created.body.data.id as number;
    expect((await mock.api('delete', `/api/customer/group?id=${id}&reason=Made+by+mistake`, undefined, agent)).status).toBe(200);
    const [entry] = await search({ callId: 'customer.group.delete' });
    expect(entry).toMatchObject({ targetType: 'record', targetId: id, reason: 'Made by mistake' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'name', before: 'Short lived', after: null }));
  });
});
