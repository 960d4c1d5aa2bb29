import { test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';
import { Crawler } from './crawler.ts';

/** An issued GB loan (customer 29) and an overdue one (customer 28's) that no task test writes to. */
const ISSUED = { loanId: 37, customerId: 29 };
const OVERDUE = { loanId: 36, customerId: 28 };

for (const [state, loan] of Object.entries({ issued: ISSUED, overdue: OVERDUE })) {
  test(`crawl: an ${state} loan, every tab, panel and action`, async ({ page }, testInfo) => {
    test.setTimeout(170_000);
    const crawl = new Crawler(page, testInfo);
    await signIn(page, 'admin');
    await crawl.visit(`/loans/${loan.loanId}/show`);
    await crawl.record(loan);
    await crawl.report();
  });
}

test('crawl: a card, every tab and action', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const crawl = new Crawler(page, testInfo);
  await signIn(page, 'admin');
  await crawl.visit('/cards/1/show');
  await crawl.record({ cardId: 1 });
  await crawl.report();
});
