import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

// Optimistic concurrency (versions.ts): two staff edit one record from the same version; the later save
// is refused with who and when, and the earlier one's values stay.

let mock: Mock;
let admin: string;
let agent: string;
beforeAll(async () => {
  mock = await startMock();
  [admin, agent] = await Promise.all([mock.staffToken(), mock.staffToken('agent@pronto.test')]);
});
afterAll(() => mock.close());

const readCustomer = async (id: number) => (await mock.api('get', `/api/customer/customer?customerId=${id}`, undefined, admin)).body.data;

describe('edits from a version', () => {
  it('refuses the second of two customer saves from the same version with who and when; the first stays', async () => {
    const before = await readCustomer(11);
    const version: number = before.version ?? 0;
    const first = await mock.api('put', '/api/customer/customer', { customerId: 11, position: 'Nurse', version }, agent);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ position: 'Nurse', version: version + 1, updatedBy: 'Agnes Agent' });

    const second = await mock.api('put', '/api/customer/customer', { customerId: 11, position: 'Baker', version }, admin);
    expect(second.status).toBe(409);
    expect(second.body.errors[0].message).toMatch(
      /^This customer was changed by Agnes Agent at \d{2}:\d{2} on \d{2}\/\d{2}\/\d{4}\. Their values are shown now/,
    );
    const after = await readCustomer(11);
    expect(after).toMatchObject({ position: 'Nurse', version: version + 1, updatedBy: 'Agnes Agent' });

    // Saved again from the version read now, it replaces the other edit knowingly.
    const again = await mock.api('put', '/api/customer/customer', { customerId: 11, position: 'Baker', version: after.version }, admin);
    expect(again.status).toBe(200);
    expect((await readCustomer(11)).position).toBe('Baker');
  });

  it('says it in Spanish to the Spanish console', async () => {
    const { version = 0 } = await readCustomer(12);
    await mock.api('put', '/api/customer/customer', { customerId: 12, position: 'Uno', version }, agent);
    const stale = await mock.api('put', '/api/customer/customer', { customerId: 12, position: 'Dos', version }, admin, {
      language: 'es-ES',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].message).toMatch(/^Agnes Agent cambió este cliente a las \d{2}:\d{2} del \d{2}\/\d{2}\/\d{4}\./);
  });

  it('checks nothing for a client that sends no version, and refuses a version that is not a whole number', async () => {
    expect((await mock.api('put', '/api/customer/customer', { customerId: 13, position: 'Any' }, admin)).status).toBe(200);
    const bad = await mock.api('put', '/api/customer/customer', { customerId: 13, position: 'Any', version: 'x' }, admin);
    expect(bad.status).toBe(422);
  });

  it('versions staff members (membership.updateMember) and rows written through /api/rest the same way', async () => {
    const member = (await mock.api('get', '/api/membership/2', undefined, admin)).body.data;
    const version: number = member.version ?? 0;
    expect((await mock.api('post', '/api/membership/updateMember', { id: 2, fullName: 'Agnes A.', version }, admin)).status).toBe(200);
    const stale = await mock.api('post', '/api/membership/updateMember', { id: 2, fullName: 'Agnes B.', version }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].message).toMatch(/^This staff member was changed by Alex Admin at /);
    await mock.api('post', '/api/membership/updateMember', { id: 2, fullName: 'Agnes Agent', version: version + 1 }, admin);

    const row = (await mock.api('get', '/api/rest/customers/14', undefined, agent)).body.data;
    const v: number = row.version ?? 0;
    expect((await mock.api('patch', '/api/rest/customers/14', { position: 'One', version: v }, agent)).status).toBe(200);
    const late = await mock.api('patch', '/api/rest/customers/14', { position: 'Two', version: v }, admin);
    expect(late.status).toBe(409);
    expect(late.body.errors[0].message).toMatch(/^This customer was changed by Agnes Agent at /);
    expect((await readCustomer(14)).position).toBe('One');
  });

  it("refuses what the console's form refuses (staffCustomerRules): a negative income, a 600-character name", async () => {
    const income = await mock.api('put', '/api/customer/customer', { customerId: 10, monthlyIncome: -5 }, agent);
    expect([income.status, income.body.errors[0].message]).toEqual([422, 'monthlyIncome: Min value is 0']);
    const name = await mock.api('put', '/api/customer/customer', { customerId: 10, firstName: 'A'.repeat(600) }, agent);
    expect([name.status, name.body.errors[0].message]).toEqual([422, 'firstName: Max length is 50']);
  });
});
