import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@pronto/api';
import { startMock, type Mock } from './harness.ts';
import { tokenDigest } from '../security/secrets.ts';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const DAY = 24 * 60 * 60 * 1000;
const fill = (path: string) => path.replace(/\{\w+\}/g, '1');
const tokenRecord = (token: string) => mock.ctx.db.tokens.find((t) => t.token === tokenDigest(token))!;

describe('tokens expire after 30 days', () => {
  it('customer and staff tokens carry a 30-day expiry; an expired token gets 401 Authorization Error', async () => {
    const customer = await mock.customerToken('07100000008');
    const staff = await mock.staffToken();
    for (const token of [customer, staff]) {
      const record = tokenRecord(token);
      expect(Date.parse(record.expires) - Date.parse(record.createdAt)).toBe(30 * DAY);
    }
    expect((await mock.api('get', '/api/customer/account/customer', undefined, customer)).status).toBe(200);
    // 29 days and 23 hours old: still valid.
    tokenRecord(customer).expires = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect((await mock.api('get', '/api/customer/account/customer', undefined, customer)).status).toBe(200);
    tokenRecord(customer).expires = new Date(Date.now() - 1000).toISOString();
    const expired = await mock.api('get', '/api/customer/account/customer', undefined, customer);
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toBe('Authorization Error');
    tokenRecord(staff).expires = new Date(Date.now() - 1000).toISOString();
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 1 }, staff)).status).toBe(401);
  });

  it('no token, a made-up token and a malformed header get 401', async () => {
    expect((await mock.api('get', '/api/customer/account/customer')).status).toBe(401);
    expect((await mock.api('get', '/api/customer/account/customer', undefined, 'f'.repeat(48))).status).toBe(401);
    expect((await mock.raw('get', '/api/customer/account/customer', undefined, undefined, { authorization: 'Basic abc' })).status).toBe(
      401,
    );
  });
});

describe('a customer token stays in its lane', () => {
  it('every staff and report call of the catalogue answers 403 to a customer token', async () => {
    const token = await mock.customerToken('07100000008');
    const staffCalls = catalogue.filter((e) => e.auth === 'staff' || e.auth === 'report');
    expect(staffCalls.length).toBeGreaterThan(300);
    const refused: string[] = [];
    for (const e of staffCalls) {
      const answer = await mock.api(e.method, fill(e.path), e.method === 'get' ? undefined : {}, token);
      if (answer.status !== 403 || answer.body.errors[0]?.message !== 'You are not allowed to do this.')
        refused.push(`${e.id} ${answer.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('the simple-rest collections answer 403 to a customer token (read and write)', async () => {
    const token = await mock.customerToken('07100000008');
    for (const [method, path] of [
      ['get', '/api/rest/customers'],
      ['get', '/api/rest/customers/1'],
      ['put', '/api/rest/customers/1'],
      ['get', '/api/rest/loans'],
      ['get', '/api/rest/smsHistory'],
      ['delete', '/api/rest/cards/1'],
    ] as const) {
      expect((await mock.api(method, path, method === 'put' ? { firstName: 'X' } : undefined, token)).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });

  it("a customer cannot read another customer's loan, documents or details", async () => {
    const token = await mock.customerToken('07100000008');
    const me = (await mock.api('get', '/api/customer/account/customer', undefined, token)).body.data;
    expect(me.mobilePhone).toBe('07100000008');
    const others = mock.ctx.db.loans.filter((l) => l.customerId !== me.id);
    expect(others.length).toBeGreaterThan(0);
    for (const loan of others.slice(0, 5)) {
      const read = await mock.api('get', `/api/loan/loan?loanId=${loan.id}`, undefined, token);
      expect(read.status).toBeGreaterThanOrEqual(400);
      expect(read.status).toBeLessThan(500);
      expect(JSON.stringify(read.body.data)).not.toContain(`"customerId":${loan.customerId}`);
      const agreement = await mock.api('get', `/api/loan/loanagreement?loanId=${loan.id}`, undefined, token);
      expect(agreement.status).toBeGreaterThanOrEqual(400);
      const pay = await mock.api('post', '/api/loan/account/payloanv2', { loanId: loan.id, amount: 1 }, token);
      expect(pay.status).toBeGreaterThanOrEqual(400);
    }
    // Own-data calls take no customer id: an id in the query or body is ignored, never obeyed.
    const other = mock.ctx.db.customers.find((c) => c.id !== me.id && !c.deleted)!;
    const viaQuery = await mock.api('get', `/api/customer/account/customer?customerId=${other.id}&id=${other.id}`, undefined, token);
    expect(viaQuery.body.data.id).toBe(me.id);
    const allLoans = await mock.api('get', `/api/loan/customerAllLoans?customerId=${other.id}`, undefined, token);
    expect(JSON.stringify(allLoans.body.data ?? [])).not.toContain(`"customerId":${other.id}`);
  });

  it('staff tokens cannot make customer calls; roles keep to their areas', async () => {
    const admin = await mock.staffToken();
    expect((await mock.api('get', '/api/customer/account/customer', undefined, admin)).status).toBe(403);
    const reporter = await mock.staffToken('reporter@pronto.test');
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 1 }, reporter)).status).toBe(403);
    const agent = await mock.staffToken('agent@pronto.test');
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 1 }, agent)).status).toBe(200);
    expect((await mock.api('get', '/api/rest/staff', undefined, agent)).status).toBe(403);
  });
});
