import { test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';
import { Crawler } from './crawler.ts';

/** A GB customer with loans, cards and a bank account that no task test writes to; its tabs in two halves. */
const CUSTOMER = 28;
const HALVES = {
  first: /^(Details|Addresses|Communication|Statuses|Comments|Groups|Credit & finance|Risk)$/,
  second: /^(Loans|Cards|Bank accounts|Tickets|Documents|SMS & e-mail|Phone logs|Audit trail)$/,
};

for (const [half, tabs] of Object.entries(HALVES)) {
  test(`crawl: a customer 360, the ${half} half of its tabs`, async ({ page }, testInfo) => {
    test.setTimeout(170_000);
    const crawl = new Crawler(page, testInfo);
    await signIn(page, 'admin');
    await crawl.visit(`/customers/${CUSTOMER}/show`);
    await crawl.record({ customerId: CUSTOMER }, tabs);
    await crawl.report();
  });
}

/** Another GB customer: the record's own actions (status, flags, messages), then deleted and restored. */
const FLAGGED = 27;

test("crawl: a customer's actions, deleted and restored last", async ({ page }, testInfo) => {
  test.setTimeout(170_000);
  const crawl = new Crawler(page, testInfo);
  await signIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await crawl.visit(`/customers/${FLAGGED}/show`);
  const context = { customerId: FLAGGED };
  const actions = page.locator('.RaTopToolbar-root');
  await crawl.buttons(actions, context, /^Delete$/);
  await crawl.step('delete and restore', async () => {
    await crawl.press(actions.getByRole('button', { name: 'Delete', exact: true }), 'Delete', context);
    await crawl.buttons(actions, context);
  });
  await crawl.report();
});
