import { describe, expect, it } from 'vitest';
import { catalogue, entry } from './catalogue/index.ts';
import { siteEntry } from './customer-site-journeys.ts';
import { accountCall, siteCatalogue } from './customer-site-account.ts';

describe("the customer site's part of the catalogue", () => {
  it('is the same entries as the whole catalogue has under those ids', () => {
    for (const e of siteCatalogue) expect(e, e.id).toEqual(entry(e.id));
  });

  it('is a small part of it, and refuses a staff call', () => {
    expect(siteCatalogue.length).toBeLessThan(catalogue.length / 5);
    expect(siteEntry('membership.login').path).toBe('/api/membership/login');
    expect(siteEntry('loan.payLoanWithToken').vars).toEqual(['token', 'selectedCardId']);
    expect(() => siteEntry('customer.search')).toThrow('"customer.search" is not a customer-site journey call');
    expect(() => siteEntry('loan.customerAllLoans')).toThrow('is not a customer-site journey call');
    // @ts-expect-error a staff call is not an account call
    expect(() => accountCall('customer.search')).toThrow('"customer.search" is not a customer-site account call');
  });
});
