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
    expect(text).toMatch(/\| \[membership\]\(#membership\) \| \d+ \| 1 \|/);
    expect(text).toMatch(/\| all \| \d+ \| 1 \|/);
  });
});
