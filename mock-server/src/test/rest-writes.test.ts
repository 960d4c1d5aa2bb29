import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

/**
 * Writes through /api/rest keep to what the spec's own edit calls write: a status history, a market, a
 * loan's customer or money, a phone another customer has and made-up fields are refused with 422 and a
 * message naming the call to use; the record read back is unchanged.
 */
let mock: Mock;
let agent: string;
beforeAll(async () => {
  mock = await startMock();
  agent = await mock.staffToken('agent@pronto.test');
});
afterAll(() => mock.close());

const read = async (path: string) => (await mock.api('get', path, undefined, agent)).body.data as Record<string, unknown>;

async function refusedWith(method: string, path: string, body: unknown, message: string | RegExp) {
  const before = await read(path);
  const answer = await mock.api(method, path, body, agent);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.errors[0].message).toMatch(message);
  expect(await read(path)).toEqual(before);
}

describe('simple-rest writes by an agent', () => {
  it('refuses a rewrite of the status history, the market and back-office flags, naming the call to use', async () => {
    await refusedWith(
      'patch',
      '/api/rest/customers/9',
      { statuses: [{ status: 'approved', createdAt: '2020-01-01T00:00:00.000Z' }] },
      'statuses cannot be changed through /api/rest/customers: the status history changes through POST /api/customer/status.',
    );
    await refusedWith(
      'patch',
      '/api/rest/customers/9',
      { country: 'ES' },
      "country cannot be changed through /api/rest/customers: a customer's market is fixed when the customer is created.",
    );
    await refusedWith('patch', '/api/rest/customers/9', { blacklisted: true }, /use POST \/api\/customer\/status\/blacklist/);
  });

  it("refuses another customer's mobile (one phone, one customer) and a number that is not a mobile", async () => {
    const other = await read('/api/rest/customers/8');
    await refusedWith(
      'patch',
      '/api/rest/customers/9',
      { mobilePhone: other.mobilePhone },
      'This mobile number is already registered to customer 8.',
    );
    await refusedWith('patch', '/api/rest/customers/9', { mobilePhone: `+44${String(other.mobilePhone).slice(1)}` }, /customer 8/);
    await refusedWith('patch', '/api/rest/customers/9', { mobilePhone: '0201234567' }, 'This is not a valid UK number');
  });

  it("refuses moving a loan to another customer and changing a loan's money", async () => {
    await refusedWith(
      'patch',
      '/api/rest/loans/7',
      { customerId: 8 },
      'customerId cannot be changed through /api/rest/loans: a loan stays with the customer it was made for.',
    );
    await refusedWith('put', '/api/rest/loans/7', { amount: 1 }, /a loan's money changes only through the loan calls/);
    await refusedWith('patch', '/api/rest/loans/7', { status: 'paid' }, /use POST \/api\/loan\/updateloanstatus/);
  });

  it('refuses made-up fields', async () => {
    await refusedWith('patch', '/api/rest/customers/9', { role: 'admin' }, 'Unknown field "role": customers have no such field.');
    await refusedWith('patch', '/api/rest/customers/9', { balance: 1e9 }, 'Unknown field "balance": customers have no such field.');
    await refusedWith('patch', '/api/rest/loans/7', { balance: 1e9 }, 'Unknown field "balance": loans have no such field.');
    const created = await mock.api(
      'post',
      '/api/rest/customers',
      { firstName: 'A', lastName: 'B', emailAddress: 'a.b@example.com', mobilePhone: uniqueUkMobile(), vip: true },
      agent,
    );
    expect(created.status).toBe(422);
    expect(created.body.errors[0].message).toBe('vip cannot be changed through /api/rest/customers: use POST /api/customer/status/vip.');
  });

  it('takes the whole record as read back with a name changed, and a free mobile (the contact list follows)', async () => {
    const current = await read('/api/rest/customers/9');
    const put = await mock.api('put', '/api/rest/customers/9', { ...current, firstName: 'Renamed' }, agent);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const phone = uniqueUkMobile();
    const patch = await mock.api('patch', '/api/rest/customers/9', { mobilePhone: phone }, agent);
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const after = await read('/api/rest/customers/9');
    expect(after).toMatchObject({ firstName: 'Renamed', mobilePhone: phone, statuses: current.statuses, country: 'GB' });
    const personal = (after.communication as { type: string; subType: string; value: string }[]).find(
      (c) => c.type === 'phone' && c.subType === 'personal',
    );
    if (personal) expect(personal.value).toBe(phone);
    const purpose = await mock.api('patch', '/api/rest/loans/7', { purpose: 'Car repair' }, agent);
    expect(purpose.status).toBe(200);
    expect((await read('/api/rest/loans/7')).purpose).toBe('Car repair');
  });
});
