import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';
import { tokenDigest } from '../security/secrets.ts';

let mock: Mock;
let staff: string;
let customer: string;
beforeAll(async () => {
  mock = await startMock();
  staff = await mock.staffToken();
  customer = await mock.customerToken('07100000008');
});
afterAll(() => mock.close());

/** A sample of routes of every service: [method, path, token kind, wrong-typed body]. */
const SAMPLE: [string, string, 'public' | 'customer' | 'staff', unknown][] = [
  ['post', '/api/membership/login', 'public', { phoneNumber: { x: 1 }, password: 1234, countryCode: 'GB' }],
  ['post', '/api/membership/forgotPin', 'public', { countryCode: 'GB', mobilePhone: ['07100000001'] }],
  ['post', '/api/customer/customer', 'public', { firstName: 42, lastName: [], birthDate: 'yesterday' }],
  ['post', '/api/customer/status/preRegistered', 'customer', { pin: { nope: true } }],
  ['post', '/api/customer/search', 'staff', { q: 12, page: 'one', perPage: 10 }],
  ['post', '/api/customer/comment', 'staff', { customerId: 'abc', text: 'x' }],
  ['post', '/api/loan/paymentPlan', 'public', { issueDate: 20261101, paymentDates: 'soon', amount: 'lots' }],
  ['post', '/api/loan/searchLoans', 'staff', { filter: 'status=issued', page: 1, perPage: 10 }],
  ['post', '/api/loan/payloanmanual', 'staff', { loanId: 1, amount: 'ten' }],
  ['post', '/api/card/setLinked', 'staff', { cardId: -4 }],
  ['post', '/api/communication/contactForm', 'public', { name: 'A', emailAddress: 5 }],
  ['post', '/api/communication/reply', 'staff', { ticketId: 'first', text: 'hi' }],
  ['post', '/api/content/enums', 'public', { names: 'Gender' }],
  ['post', '/api/bankscraper/scrape', 'staff', [1, 2, 3]],
  ['post', '/api/report/login', 'public', { emailAddress: 'not-an-email', password: 1, country: 'GB' }],
];

describe('bad input is refused with 422 and a message; the server keeps answering', () => {
  it.each(SAMPLE)('%s %s: malformed JSON and wrong-typed fields', async (method, path, kind, wrong) => {
    const token = kind === 'customer' ? customer : kind === 'staff' ? staff : undefined;
    const malformed = await mock.raw(method, path, '{"phoneNumber": "07', token);
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0].message).toBe('Malformed JSON body.');
    const typed = await mock.api(method, path, wrong, token);
    expect(typed.status).toBe(422);
    expect(typeof typed.body.errors[0].message).toBe('string');
    expect(typed.body.errors[0].message.length).toBeGreaterThan(3);
    const alive = await mock.api('get', '/api/loan/getAllLoanDefinitions');
    expect(alive.status).toBe(200);
  });

  it('a body over 1 MB is refused with 413 and a message', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });
    const answer = await mock.raw('post', '/api/communication/contactForm', big);
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0].message).toMatch(/1 MB/);
  });

  it('an unknown /api path is a 404 envelope', async () => {
    const answer = await mock.api('get', '/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ data: null, errors: [{ message: 'No such call: GET /api/nothing/here' }] });
  });
});

describe('auth', () => {
  it('401 without, with a bad or with an expired token', async () => {
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 5 })).status).toBe(401);
    const bad = await mock.api('post', '/api/customer/search', { page: 1, perPage: 5 }, 'nope');
    expect(bad.status).toBe(401);
    expect(bad.body.errors[0].message).toBe('Authorization Error');
    const token = await mock.staffToken();
    mock.ctx.db.tokens.find((t) => t.token === tokenDigest(token))!.expires = '2020-01-01T00:00:00.000Z';
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 5 }, token)).status).toBe(401);
  });

  it('403 when the role may not use the area, or a customer calls a staff call', async () => {
    const reporter = await mock.staffToken('reporter@pronto.test');
    const refused = await mock.api('post', '/api/customer/search', { page: 1, perPage: 5 }, reporter);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe('You are not allowed to do this.');
    const agent = await mock.staffToken('agent@pronto.test');
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 5 }, agent)).status).toBe(200);
    expect((await mock.api('get', '/api/communication/sms/history', undefined, agent)).status).toBe(403);
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 5 }, customer)).status).toBe(403);
    expect((await mock.api('get', '/api/rest/staff', undefined, agent)).status).toBe(403);
  });

  it('a customer reads only their own loans', async () => {
    const { body } = await mock.api('get', '/api/loan/customerAllLoans', undefined, customer);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((l: { customerId: number }) => l.customerId === 8)).toBe(true);
  });
});
