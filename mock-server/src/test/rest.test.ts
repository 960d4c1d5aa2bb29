import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let staff: string;
beforeAll(async () => {
  mock = await startMock();
  staff = await mock.staffToken();
});
afterAll(() => mock.close());

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('simple-rest dialect on /api/rest/{collection}', () => {
  it('range gives a page and Content-Range with the total', async () => {
    const { status, body, headers } = await mock.api(
      'get',
      `/api/rest/customers?range=${q([0, 9])}&sort=${q(['id', 'ASC'])}`,
      undefined,
      staff,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(10);
    expect(headers.get('content-range')).toBe(`customers 0-9/${mock.ctx.db.customers.length}`);
    expect(headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(body.data[0]).not.toHaveProperty('pin');
  });

  it('sort orders descending and filter narrows (field and q)', async () => {
    const sorted = await mock.api('get', `/api/rest/loans?range=${q([0, 4])}&sort=${q(['amount', 'DESC'])}`, undefined, staff);
    const amounts = sorted.body.data.map((l: { amount: number }) => l.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byCountry = await mock.api('get', `/api/rest/customers?filter=${q({ country: 'ES' })}&range=${q([0, 99])}`, undefined, staff);
    expect(byCountry.body.data.every((c: { country: string }) => c.country === 'ES')).toBe(true);
    const total = Number(byCountry.headers.get('content-range')?.split('/')[1]);
    expect(total).toBe(mock.ctx.db.customers.filter((c) => c.country === 'ES').length);
    const many = await mock.api('get', `/api/rest/templates?filter=${q({ id: [1, 2] })}`, undefined, staff);
    expect(many.body.data.map((t: { id: number }) => t.id)).toEqual([1, 2]);
    const search = await mock.api('get', `/api/rest/templates?filter=${q({ q: 'UK_TERMS' })}`, undefined, staff);
    expect(search.body.data[0].name).toBe('UK_TERMS_AND_CONDITIONS');
  });

  it('get one, create, update, delete', async () => {
    const created = await mock.api('post', '/api/rest/holidays', { date: '2026-12-26', country: 'GB', name: 'Boxing Day' }, staff);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const one = await mock.api('get', `/api/rest/holidays/${id}`, undefined, staff);
    expect(one.body.data.name).toBe('Boxing Day');
    const updated = await mock.api('put', `/api/rest/holidays/${id}`, { date: '2026-12-26', country: 'GB', name: 'Boxing' }, staff);
    expect(updated.body.data.name).toBe('Boxing');
    const deleted = await mock.api('delete', `/api/rest/holidays/${id}`, undefined, staff);
    expect(deleted.body.data.id).toBe(id);
    expect((await mock.api('get', `/api/rest/holidays/${id}`, undefined, staff)).status).toBe(404);
  });

  it('refuses bad dialect values with 422 and unknown collections with 404', async () => {
    const bad = await mock.api('get', '/api/rest/customers?range=oops', undefined, staff);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].message).toMatch(/range/);
    expect((await mock.api('get', '/api/rest/tokens', undefined, staff)).status).toBe(404);
  });

  it('a PUT of a customer keeps the PIN the client never saw', async () => {
    const one = await mock.api('get', '/api/rest/customers/9', undefined, staff);
    expect(one.body.data).not.toHaveProperty('pin');
    const put = await mock.api('put', '/api/rest/customers/9', { ...one.body.data, firstName: 'Renamed' }, staff);
    expect(put.body.data.firstName).toBe('Renamed');
    const login = await mock.api('post', '/api/membership/login', { phoneNumber: '07100000009', password: '1234', countryCode: 'GB' });
    expect(login.status).toBe(200);
    expect(login.body.data.customerDetails.firstName).toBe('Renamed');
  });

  it('a console edit of a phone moves the login to the new number', async () => {
    const before = await mock.api('post', '/api/membership/login', { phoneNumber: '07100000010', password: '1234', countryCode: 'GB' });
    expect(before.status).toBe(200);
    const patch = await mock.api('patch', '/api/rest/customers/10', { mobilePhone: '07999000010' }, staff);
    expect(patch.status).toBe(200);
    const old = await mock.api('post', '/api/membership/login', { phoneNumber: '07100000010', password: '1234', countryCode: 'GB' });
    expect(old.status).toBe(422);
    const moved = await mock.api('post', '/api/membership/login', { phoneNumber: '07999000010', password: '1234', countryCode: 'GB' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.customerDetails.id).toBe(10);
  });
});
