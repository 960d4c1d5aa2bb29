import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

/** membership.logout ends the caller's own session on the server, customer or staff of any role. */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const logout = (token?: string) => mock.api('post', '/api/membership/logout', {}, token);

describe('logout', () => {
  it("a customer's token stops working; the customer's other session goes on", async () => {
    const token = await mock.customerToken('07100000007');
    const other = await mock.customerToken('07100000007');
    expect((await mock.api('get', '/api/loan/customerAllLoans', undefined, token)).status).toBe(200);
    const answer = await logout(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ message: 'Logged out.' });
    const after = await mock.api('get', '/api/loan/customerAllLoans', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.errors[0].message).toBe('Authorization Error');
    expect((await mock.api('get', '/api/loan/customerAllLoans', undefined, other)).status).toBe(200);
  });

  it('staff of every role end their session (the console sign-out); the old token gets 401', async () => {
    for (const email of ['admin@pronto.test', 'agent@pronto.test', 'reporter@pronto.test']) {
      const token = await mock.staffToken(email);
      // A call each role may make: the report for the reporter, the customer list for the others.
      const read = () =>
        email.startsWith('reporter')
          ? mock.api(
              'post',
              '/api/report/ComprehensiveLoanReport',
              { start: '2026-01-01', end: '2026-01-02', application: 'PRONTO_UK' },
              token,
            )
          : mock.api('get', '/api/rest/customers?range=[0,0]', undefined, token);
      expect((await read()).status, email).toBe(200);
      expect((await logout(token)).status, email).toBe(200);
      expect((await read()).status, email).toBe(401);
      expect((await logout(token)).status, email).toBe(401);
    }
  });

  it('without a token it is 401', async () => {
    expect((await logout()).status).toBe(401);
  });
});
