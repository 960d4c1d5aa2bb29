import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

// Issue 19: the mock refuses what the site's forms refuse, with the same field messages.
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const ukForm = (overrides: Record<string, unknown> = {}) => {
  const mobilePhone = uniqueUkMobile();
  return {
    firstName: 'Harriet', lastName: 'Jones', gender: 'female', birthDate: '1990-04-12', postCode: 'SW1A 1AA',
    building: '10 Downing Street', employmentStatus: 'student', mobilePhone, emailAddress: `h.${mobilePhone}@gmail.com`,
    monthlyIncome: 500, agreementsAccept: true, accurateInformation: true, countryCode: 'GB', ...overrides,
  };
};

describe('names (one rule for both markets)', () => {
  it.each([
    ['5,000 characters', 'x'.repeat(5000), 'Max length is 50'],
    ['a script tag', '<script>alert(1)</script>', 'Invalid character'],
    ['an emoji', 'Harriet 😀', 'Invalid character'],
    ['a digit', 'Harriet2', 'Invalid character'],
  ])('registration refuses a first name with %s', async (_label, firstName, message) => {
    const answer = await mock.api('post', '/api/customer/customer', ukForm({ firstName }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].message).toBe(message);
  });

  it('registration accepts accents, apostrophes and hyphens', async () => {
    const answer = await mock.api('post', '/api/customer/customer', ukForm({ firstName: 'Zoë-Ann', lastName: "O'Brien Łukasz" }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it("a staff write of a customer's name is checked by the same rule", async () => {
    const staff = await mock.staffToken();
    const refused = await mock.api('put', '/api/customer/customer', { customerId: 8, lastName: '<b>Koch</b>' }, staff);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe('lastName: Invalid character');
    expect(mock.ctx.customerById(8)?.lastName).not.toBe('<b>Koch</b>');
    const long = await mock.api('put', '/api/customer/customer', { customerId: 8, firstName: 'y'.repeat(5000) }, staff);
    expect(long.body.errors[0].message).toBe('firstName: Max length is 50');
  });
});
