import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueByService } from '@pronto/api';
import { readSourceScreens, renderApiDocs } from './docs-api.ts';

describe('docs/api.md', () => {
  it('names the customer-site page that calls an entry', () => {
    const site = readSourceScreens(fileURLToPath(new URL('../../../customer-site/src', import.meta.url)), 'customer site');
    expect(site.get('membership.login')).toContain('customer site: login');
    expect(site.get('customer.customer.post')).toContain('customer site: register');
    expect(site.has('customer.search')).toBe(false);
  });

  it('counts the entries on a screen per service', () => {
    const text = renderApiDocs(catalogueByService(), new Map([['membership.login', 'customer site: login']]));
    expect(text).toMatch(/\| \[membership\]\(#membership\) \| \d+ \| 1 \| 0 \|/);
    expect(text).toMatch(/\| all \| \d+ \| 1 \| 0 \|/);
  });

  it('says where the end-to-end run clicked its way to a staff call', () => {
    const clicks = new Map([
      ['loan.payloanv2', { route: '/loans/7/show/payments', control: 'Record a card  payment' }],
      ['loan.loanStatusHistory', { route: '/loans/7/show/history', control: null }],
    ]);
    const text = renderApiDocs(catalogueByService(), new Map(), clicks);
    expect(text).toContain('| /loans/7/show/payments · "Record a card payment" |');
    expect(text).toContain('| /loans/7/show/history (on opening) |');
    expect(text).toMatch(/\| \[loan\]\(#loan\) \| \d+ \| 0 \| 2 \|/);
  });
});
