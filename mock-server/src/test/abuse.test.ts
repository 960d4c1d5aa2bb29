import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

/** Ways down: each abuse case gets a clear refusal and the server keeps working. */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('abuse', () => {
  it('refuses a 20,000-deep body before parsing it (422 with a message) and keeps saving', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const answer = await mock.raw('post', '/api/logs/write', deep);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].message).toMatch(/nested more than 32 levels/);
    const staff = await mock.staffToken();
    expect((await mock.api('post', '/api/customer/comment', { customerId: 8, text: 'after the deep body' }, staff)).status).toBe(200);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await mock.raw('post', '/api/logs/write', JSON.stringify({ text: 'x'.repeat(1_100_000) }));
    expect(answer.status).toBe(413);
  });

  it('treats _like as plain text: a backtracking pattern answers at once and matches nothing', async () => {
    const staff = await mock.staffToken();
    const started = Date.now();
    const answer = await mock.api(
      'get',
      `/api/rest/customers?filter=${encodeURIComponent(JSON.stringify({ firstName_like: '(a+)+(a+)+(a+)+(a+)+(a+)+$b' }))}`,
      undefined,
      staff,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    const dotted = await mock.api(
      'get',
      `/api/rest/customers?filter=${encodeURIComponent(JSON.stringify({ firstName_like: '.*' }))}`,
      undefined,
      staff,
    );
    expect(dotted.body.data).toEqual([]);
  });

  it('never filters or searches on a secret: pin_like / otp / password filters are refused, q does not match a PIN', async () => {
    const staff = await mock.staffToken();
    for (const filter of [{ pin_like: '1' }, { pin: '1234' }, { otp_ne: '1' }, { password_like: 'p' }, { token: 'x' }]) {
      const answer = await mock.api('get', `/api/rest/customers?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, staff);
      expect(answer.status, JSON.stringify(filter)).toBe(422);
    }
    expect((await mock.api('get', '/api/rest/staff?pin_like=1', undefined, staff)).status).toBe(422);
    expect((await mock.api('get', '/api/rest/tickets?_expand=customer', undefined, staff)).status).toBe(422);
    const customer = mock.ctx.db.customers.find((c) => c.id === 8)!;
    const byPin = await mock.api(
      'get',
      `/api/rest/customers?filter=${encodeURIComponent(JSON.stringify({ q: String(customer.pin) }))}`,
      undefined,
      staff,
    );
    expect(byPin.body.data.map((c: { id: number }) => c.id)).not.toContain(8);
  });

  it('limits SMS senders per client: the 11th forgotPin within a minute gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: '07999999999' })).status);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});
