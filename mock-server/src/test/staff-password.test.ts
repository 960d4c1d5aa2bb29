import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';
import { registration } from './registration-form.ts';

/**
 * Passwords and PINs set by staff are really set: checked, stored hashed, never answered back, and
 * the person's other sessions end (membership.changePassword, a staff password through /api/rest,
 * membership.pin for a customer).
 */
let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const signIn = (emailAddress: string, password: string) => mock.api('post', '/api/report/login', { emailAddress, password, country: 'GB' });
const works = async (token: string) => (await mock.api('get', '/api/rest/customers?range=[0,0]', undefined, token)).status;

/** A new collection agent with its temporary password. */
async function newAgent() {
  const emailAddress = `agent.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@pronto.test`;
  const made = await mock.api(
    'post',
    '/api/membership/cam',
    { emailAddress, fullName: 'Test Agent', country: 'GB', reason: 'test' },
    admin,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { id: made.body.data.id as number, emailAddress, password: made.body.data.temporaryPassword as string };
}

describe('membership.changePassword', () => {
  it('a staff member changes their own password: current one checked, rule applied, other sessions end, nothing echoed', async () => {
    const agent = await newAgent();
    const first = (await signIn(agent.emailAddress, agent.password)).body.data.token as string;
    const second = (await signIn(agent.emailAddress, agent.password)).body.data.token as string;
    const change = (body: Record<string, unknown>) => mock.api('post', '/api/membership/changePassword', body, first);
    const wrong = await change({ currentPassword: 'not-it-123', password: 'Brand-new-pass-1' });
    expect(wrong.body.errors[0].message).toBe('Your current password is not correct.');
    const weak = await change({ currentPassword: agent.password, password: 'short1' });
    expect(weak.body.errors[0].message).toBe('The new password must be 10 to 128 characters long, with at least one letter and one digit.');
    expect((await change({ currentPassword: agent.password, password: agent.password })).body.errors[0].message).toBe(
      'The new password must differ from the current one.',
    );
    const done = await change({ currentPassword: agent.password, password: 'Brand-new-pass-1' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ staffId: agent.id, message: 'Password changed.' });
    expect(JSON.stringify(done.body)).not.toContain('Brand-new-pass-1');
    expect(await works(first)).toBe(200);
    expect(await works(second)).toBe(401);
    expect((await signIn(agent.emailAddress, agent.password)).status).toBe(422);
    expect((await signIn(agent.emailAddress, 'Brand-new-pass-1')).status).toBe(200);
    expect(JSON.stringify(mock.ctx.staffById(agent.id))).not.toContain('Brand-new-pass-1');
  });

  it("an admin sets another member's password with their own; an agent may not set someone else's", async () => {
    const agent = await newAgent();
    const session = (await signIn(agent.emailAddress, agent.password)).body.data.token as string;
    const set = await mock.api(
      'post',
      '/api/membership/changePassword',
      { staffId: agent.id, currentPassword: 'pronto123', password: 'Set-by-admin-22' },
      admin,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await works(session)).toBe(401);
    expect(await works(admin)).toBe(200);
    const own = (await signIn(agent.emailAddress, 'Set-by-admin-22')).body.data.token as string;
    const other = await mock.api(
      'post',
      '/api/membership/changePassword',
      { staffId: 1, currentPassword: 'Set-by-admin-22', password: 'Taken-over-333' },
      own,
    );
    expect(other.status).toBe(403);
    expect((await signIn('admin@pronto.test', 'pronto123')).status).toBe(200);
  });
});

describe('a staff password through /api/rest', () => {
  it('follows the rule, is stored hashed and ends that member’s sessions', async () => {
    const agent = await newAgent();
    const session = (await signIn(agent.emailAddress, agent.password)).body.data.token as string;
    const weak = await mock.api('patch', `/api/rest/staff/${agent.id}`, { password: 'abc' }, admin);
    expect(weak.status).toBe(422);
    expect(await works(session)).toBe(200);
    const set = await mock.api('patch', `/api/rest/staff/${agent.id}`, { password: 'Through-rest-44' }, admin);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(JSON.stringify(set.body)).not.toContain('Through-rest-44');
    expect(await works(session)).toBe(401);
    expect((await signIn(agent.emailAddress, 'Through-rest-44')).status).toBe(200);
  });
});

describe('membership.pin', () => {
  it("sets a customer's PIN for real: old sessions end, the new PIN signs in, nothing echoed", async () => {
    const phone = uniqueUkMobile();
    const created = await mock.api('post', '/api/customer/customer', registration(phone));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const token = created.body.data.token as string;
    const customerId = created.body.data.customerDetails.id as number;
    const bad = await mock.api('post', '/api/membership/pin', { customerId, pin: '12a4' }, admin);
    expect(bad.body.errors[0].message).toBe('PIN must be 4 digits');
    const set = await mock.api('post', '/api/membership/pin', { customerId, pin: '8642' }, admin);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(JSON.stringify(set.body)).not.toContain('8642');
    expect((await mock.api('get', '/api/customer/account/customer', undefined, token)).status).toBe(401);
    const login = await mock.api('post', '/api/membership/login', { phoneNumber: phone, password: '8642', countryCode: 'GB' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  });
});
