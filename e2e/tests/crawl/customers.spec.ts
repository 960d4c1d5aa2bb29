import { expect, test } from '../../fixtures/index.ts';
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
    test.setTimeout(300_000);
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
  test.setTimeout(300_000);
  const crawl = new Crawler(page, testInfo);
  await signIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await crawl.visit(`/customers/${FLAGGED}/show`);
  const context = { customerId: FLAGGED };
  const actions = crawl.actionBar('Set status');
  await crawl.buttons(actions, context, /^(Delete|Restore)$/);
  await crawl.pressInTurn(actions, ['Delete', 'Restore'], context);
  await crawl.report();
});

test('crawl: the customer list, exported, and two customers selected for its bulk actions', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const crawl = new Crawler(page, testInfo);
  await signIn(page, 'admin');
  await crawl.visit('/customers');
  const main = page.getByRole('main');
  await crawl.pressInTurn(main, ['Export CSV'], {});
  // The two newest customers (ones the task tests registered), ticked in their rows as staff select them; a
  // bulk action done clears the selection, so each action starts from a new one.
  const boxes = main.getByRole('checkbox', { name: /^Select (?!every customer)/ });
  const bar = main.getByRole('region', { name: '2 customers selected' });
  const selectTwo = async () => {
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(bar).toBeVisible();
  };
  await selectTwo();
  for (const name of await crawl.buttonNames(bar, /^Clear/)) {
    await crawl.step(name, async () => {
      if (!(await bar.isVisible())) await selectTwo();
      await crawl.press(bar.getByRole('button', { name, exact: true }), name, {});
    });
  }
  await crawl.report();
});
