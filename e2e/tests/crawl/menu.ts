import { test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';
import { Crawler } from './crawler.ts';

/** Menu entries crawled by a spec of their own (customers.spec.ts, loans.spec.ts) or not counted (the API console). */
const ELSEWHERE = new Set(['Dashboard', 'Customers', 'Loans', 'Cards', 'API console']);
export const PARTS = 6;

/** Part `part` of the menu, in menu order: each entry opened from the menu and crawled (Crawler.menuEntry). */
export function crawlMenu(part: number): void {
  test(`crawl: the menu, part ${part + 1} of ${PARTS}`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const crawl = new Crawler(page, testInfo);
    await signIn(page, 'admin');
    const labels = (await page.getByRole('menuitem').allTextContents()).map((l) => l.trim()).filter((l) => !ELSEWHERE.has(l));
    const size = Math.ceil(labels.length / PARTS);
    for (const label of labels.slice(part * size, (part + 1) * size)) {
      await crawl.step(`menu ${label}`, () => crawl.menuEntry(label, {}));
    }
    await crawl.report();
  });
}
