import { api, expect, readLatestPin, uniqueEsMobile, uniqueUkMobile, urls, type Country } from '../../fixtures/index.ts';
import type { Page } from '@playwright/test';
import type { CustomerStatus } from '@pronto/api';
import { CUSTOMER_STATUSES } from '@pronto/domain';

/** The site of a market. */
export const siteOf = (country: Country): string => (country === 'GB' ? urls.siteGB : urls.siteES);

/** Seeded customers: one per status in the order of customer-site.md §4 (the domain's list), mobiles
 *  07100000001..12 (GB) / 600000001..12 (ES), PIN 1234. */
export type Status = CustomerStatus;
export const seededMobile = (status: Status, country: Country = 'GB'): string => {
  const n = CUSTOMER_STATUSES.indexOf(status) + 1;
  return country === 'GB' ? `071000000${String(n).padStart(2, '0')}` : `6000000${String(n).padStart(2, '0')}`;
};

/** A fresh UK customer in status new, registered through the API; the PIN is read from the SMS history. */
export async function newUkCustomer(): Promise<{ token: string; mobilePhone: string; pin: string }> {
  const mobilePhone = uniqueUkMobile();
  const { status, body } = await api<{ token: string }>('POST', '/api/customer/customer', {
    firstName: 'Harriet',
    lastName: 'Jones',
    gender: 'female',
    birthDate: '1990-04-12T12:00:00Z',
    postCode: 'SW1A 1AA',
    building: 'Other',
    town: 'London',
    street: 'Downing Street',
    county: 'Greater London',
    houseNumber: '10',
    flatNumber: '1',
    employmentStatus: 'student',
    monthlyIncome: '1500',
    mobilePhone,
    emailAddress: `harriet.${mobilePhone}@gmail.com`,
    agreementsAccept: true,
    accurateInformation: true,
    countryCode: 'GB',
  });
  expect(status, JSON.stringify(body?.errors)).toBe(200);
  const pin = await readLatestPin(mobilePhone);
  return { token: body?.data.token ?? '', mobilePhone, pin };
}

/** A fresh UK customer in the given status reached through the journey calls (new, preRegistered or registered). */
export async function ukCustomerIn(status: 'new' | 'preRegistered' | 'registered') {
  const customer = await newUkCustomer();
  if (status === 'new') return customer;
  expect((await api('POST', '/api/customer/status/preRegistered', { pin: customer.pin }, customer.token)).status).toBe(200);
  if (status === 'registered') expect((await api('POST', '/api/customer/status/registered', {}, customer.token)).status).toBe(200);
  return customer;
}

export { uniqueEsMobile, uniqueUkMobile };

/** Logs in through the login page. */
export async function loginAs(page: Page, country: Country, mobilePhone: string, pin = '1234'): Promise<void> {
  await page.goto(`${siteOf(country)}/login`);
  await page.getByLabel(country === 'GB' ? 'Mobile number' : 'Número de móvil').fill(mobilePhone);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page
    .getByRole('main')
    .getByRole('button', { name: country === 'GB' ? 'Login' : 'Acceder', exact: true })
    .click();
}

/** The cookie notice sits bottom left; accepting it keeps screenshots and clicks clean. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: /^(Accept|Aceptar)$/ });
  if (await accept.isVisible()) await accept.click();
}
