import { test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';
import { Crawler } from './crawler.ts';

/**
 * An issued GB loan (customer 29) that no task test writes to. An overdue loan has the same tabs and buttons:
 * crawled too, it fired no staff call the issued one did not, and took three minutes more.
 */
const LOAN = { loanId: 37, customerId: 29 };
/** A loan's tabs in two halves, each crawled by a test of its own. */
const HALVES = {
  first: /^(Schedule|Payments|Status history|Agreement)$/,
  second: /^(Rollover & restructure|Discounts, arrangements, impediments|Audit trail)$/,
};

for (const [half, tabs] of Object.entries(HALVES)) {
  test(`crawl: an issued loan, the ${half} half of its tabs`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const crawl = new Crawler(page, testInfo);
    await signIn(page, 'admin');
    await crawl.visit(`/loans/${LOAN.loanId}/show`);
    await crawl.record(LOAN, tabs);
    if (half === 'first') {
      // A payment deleted and restored, as staff undo a payment recorded twice.
      await crawl.visit(`/loans/${LOAN.loanId}/show/payments`);
      await crawl.pressInTurn(page.getByRole('table', { name: 'Payments' }), ['Delete', 'Undelete'], LOAN);
    }
    if (half === 'second') {
      // The loan's own actions last: a payment, a desist (a proposal), and the loan cancelled.
      await crawl.visit(`/loans/${LOAN.loanId}/show`);
      await crawl.pressInTurn(crawl.actionBar('Manual payment'), ['Manual payment', 'Desist', 'Set cancelled'], LOAN);
    }
    await crawl.report();
  });
}

test('crawl: a card, every tab and action', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const crawl = new Crawler(page, testInfo);
  await signIn(page, 'admin');
  await crawl.visit('/cards/1/show');
  await crawl.record({ cardId: 1 });
  await crawl.report();
});

test('crawl: an approved loan waiting to be paid out, set issued', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const crawl = new Crawler(page, testInfo);
  await signIn(page, 'admin');
  // The loan list filtered to approved loans (the seed's recent applications), its first one opened from its row.
  await crawl.visit(`/loans?filter=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`);
  await page.getByRole('main').getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await crawl.shown();
  await crawl.pressInTurn(crawl.actionBar('Set issued'), ['Set issued'], {});
  await crawl.report();
});
