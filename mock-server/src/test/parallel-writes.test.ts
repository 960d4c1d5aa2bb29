import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './registration-form.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** 200 distinct fresh UK mobiles (07 8xx ..., nobody in the seed). */
const phones = (count: number, base: number) => Array.from({ length: count }, (_, i) => `078${String(base + i).padStart(8, '0')}`);

describe('no lost writes', () => {
  it('200 registrations in parallel create 200 customers with distinct phones and ids', async () => {
    const before = mock.ctx.db.customers.length;
    const list = phones(200, (Date.now() % 1_000_000) * 100);
    const answers = await Promise.all(list.map((phone) => mock.api('post', '/api/customer/customer', registration(phone))));
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.errors)).toEqual([]);
    expect(mock.ctx.db.customers.length).toBe(before + 200);
    const created = mock.ctx.db.customers.filter((c) => list.includes(c.mobilePhone));
    expect(new Set(created.map((c) => c.mobilePhone)).size).toBe(200);
    expect(new Set(mock.ctx.db.customers.map((c) => c.id)).size).toBe(mock.ctx.db.customers.length);
    // Every answer's token belongs to the customer it created.
    const staff = await mock.staffToken();
    const search = await mock.api('post', '/api/customer/search', { q: list[199], page: 1, perPage: 5 }, staff);
    expect(search.body.data.total).toBe(1);
  }, 60_000);

  it('the same registration sent 10 times at once (double submit) creates one customer; the rest are told it is registered', async () => {
    const [phone] = phones(1, 99_000_000 + (Date.now() % 900_000));
    const answers = await Promise.all(Array.from({ length: 10 }, () => mock.api('post', '/api/customer/customer', registration(phone!))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body.errors[0]).toEqual({
        message: 'This mobile number is already registered. Please login or contact us.',
        code: 'CustomerAlreadyRegistered',
      });
    }
    expect(mock.ctx.db.customers.filter((c) => c.mobilePhone === phone)).toHaveLength(1);
  }, 60_000);
});
