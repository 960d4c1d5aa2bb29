import { catalogue, type CatalogueEntry } from '@pronto/api';
import { expect, test } from '../../fixtures/index.ts';
import { signIn } from './admin-helpers.ts';

/** One staff list call per back-office service of back-office.md §7, callable from the console with no input. */
const samples = [
  'membership.cams',
  'customer.groups',
  'loan.hollidays',
  'card.providerList',
  'bankscraper.activeScrapeProvider',
  'communication.getAllSegments',
  'content.category',
].map((id): CatalogueEntry => {
  const found = catalogue.find((e) => e.id === id);
  if (!found) throw new Error(`${id} is not in the catalogue`);
  return found;
});

test('the API console offers every catalogue entry, and a sample call of each service returns data', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin', '/catalogue');
  // Every entry is reachable: the console lists the whole catalogue.
  await expect(page.getByText(`${catalogue.length} calls`, { exact: true })).toBeVisible({ timeout: 20_000 });
  for (const entry of samples) {
    await page.getByLabel('Search calls').fill(entry.id);
    await page
      .getByRole('button', { name: new RegExp(`^${entry.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(page.getByTestId('call-status'), entry.id).toHaveText('200');
    // The mock answered with stored data, not an empty body or an empty list.
    await expect(page.locator('pre'), entry.id).not.toHaveText(/^\s*(null|\[\]|\{\})\s*$/);
    await expect(page.locator('pre'), entry.id).not.toBeEmpty();
  }
});
