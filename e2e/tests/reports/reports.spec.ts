import type { Page } from '@playwright/test';
import { formatMoney } from '@pronto/countries';
import { api, expect, expectNoAxeViolations, staffToken, test, urls } from '../../fixtures/index.ts';

/** The first load of the console (about 0.5 MB of script) can take longer than an assertion's 7 s on a busy machine. */
const firstLoad = { timeout: 20_000 };

/** The report pages' own content (the console menu around them is checked by the admin tests). */
const reportArea = { include: ['[data-testid=report-area]'] };

/** Fills the report sign-in form on /report. */
async function fillSignIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill('reporter@pronto.test');
  await page.getByLabel('Password').first().fill(password);
  const country = page.getByRole('combobox', { name: 'Country' });
  if (!/United Kingdom/.test(await country.innerText())) {
    await country.click();
    await page.getByRole('option', { name: 'United Kingdom' }).click();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Starts signed in as the reporter: the session the sign-in stores (report token and staff user, as the
 * console keeps them) is put in place before the page loads, so these tests spend their time on reports.
 */
async function signInAsReporter(page: Page, path: string): Promise<void> {
  const { status, body } = await api<{ token: string; user: unknown }>('POST', '/api/report/login', {
    emailAddress: 'reporter@pronto.test',
    password: 'pronto123',
    country: 'GB',
  });
  expect(status).toBe(200);
  await page.addInitScript((session) => {
    localStorage.setItem('pronto.reportToken', session.token);
    localStorage.setItem('pronto.staffUser', JSON.stringify(session.user));
  }, body?.data);
  await page.goto(`${urls.admin}/#${path}`);
}

test.describe('reports', () => {
  // The report pages load a large table and recharts; on a busy two-core machine they need more than 30 s.
  test.slow();

  test('a wrong password shows the report sign-in failure, the right one opens the loan report', async ({ page }) => {
    await page.goto(`${urls.admin}/#/report`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(firstLoad);
    // The sign-in form is on /report itself: the route is public (back-office.md §2).
    await expect(page).toHaveURL(/#\/report$/);
    await fillSignIn(page, 'not-the-password');
    await expect(page.getByText('Reports could not get loaded').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pronto.reportToken'))).toBeNull();

    await fillSignIn(page, 'pronto123');
    await expect(page.getByText('Login Success')).toBeVisible();
    await expect(page).toHaveURL(/#\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan report' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pronto.reportToken'))).toBeTruthy();
    // Defaults: {product}_ES, one month ago until today.
    await expect(page.getByRole('combobox', { name: 'Application' })).toHaveText('PRONTO_ES');
    await expect(page.locator('caption').first()).toContainText('(PRONTO_ES)');
  });

  test('filters the loan report and sorts it; the rows match the API for the same filters', async ({ page }) => {
    await signInAsReporter(page, '/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Loan report' })).toBeVisible(firstLoad);
    await page.getByLabel('Start').fill('2018-01-01');
    await page.getByLabel('End').fill('2018-02-01');
    await page.getByRole('combobox', { name: 'Application' }).click();
    await page.getByRole('option', { name: 'PRONTO_UK' }).click();
    await page.getByRole('button', { name: 'Show report' }).click();

    const reporter = await staffToken('reporter');
    const expected = await fetchReport(reporter, 'PRONTO_UK', '2018-01-01', '2018-02-01');
    expect(expected.length).toBeGreaterThan(0);
    const caption = page.locator('caption').first();
    await expect(caption).toHaveText(`Loans issued from 2018-01-01 to 2018-02-01 (PRONTO_UK), ${expected.length} loans`);

    // Sorted by principal, largest first: the first row holds the largest principal of the API answer.
    await page.getByRole('button', { name: 'Principal' }).click();
    await page.getByRole('button', { name: 'Principal' }).click();
    const largest = Math.max(...expected.map((row) => row.principal));
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow.locator('td').nth(4)).toHaveText(`£${largest.toFixed(2)}`);
    await expect(firstRow).toContainText('PRONTO_UK');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^loan-report-PRONTO_UK-2018-01-01-2018-02-01/);
    await expectNoAxeViolations(page, reportArea);
  });

  test('the summary opens on the periods ending today, the historical window one click away, and switches from UK to ES', async ({
    page,
  }) => {
    // The summaries the page was answered, newest last: other tests may issue loans this month meanwhile, so the
    // screen is compared with the answer it was given, not with a later call.
    const answered: Promise<{ application: string | undefined; window: unknown; summary: SummaryRow[] }>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/api/report/ComprehensiveLoanReport') || !response.ok()) return;
      const request = response.request();
      answered.push(
        response.json().then((body: { data: { summaryReport: SummaryRow[] }[] }) => ({
          application: request.headers()['application'],
          window: (request.postDataJSON() as { summaryWindow?: unknown } | null)?.summaryWindow,
          summary: body.data[0]?.summaryReport ?? [],
        })),
      );
    });
    await signInAsReporter(page, '/report-summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Report summary: United Kingdom' })).toBeVisible(firstLoad);
    const rows = page.getByTestId('summary-row');
    const periods = page.getByRole('radiogroup', { name: 'Periods' });
    // By default the 12 quarters ending with the current one: the last row is today's quarter.
    const quarter = currentPeriod(3);
    await expect(periods.getByRole('radio', { name: /^Latest 12 quarters: / })).toBeChecked();
    await expect(rows).toHaveCount(12);
    await expect(rows.last().locator('th')).toHaveText(ukDate(quarter.first));
    await expect(rows.last().locator('td').first()).toHaveText(ukDate(quarter.last));
    await expect(page.getByTestId('summary-chart')).toHaveCount(2);
    await expect(page.locator('[data-testid=summary-chart] .recharts-bar-rectangle path').first()).toBeVisible();
    await expect(page.locator('[data-testid=summary-chart] path.recharts-curve').first()).toBeVisible();
    await expectNoAxeViolations(page, reportArea);

    // The spec's window of the historical reports, word for word.
    await periods.getByRole('radio', { name: 'Historical reports: 01/01/2016 – 31/12/2018' }).check();
    await expect(rows.first().locator('th')).toHaveText('01/01/2016');
    await expect(rows).toHaveCount(12);
    // A period's last day, inclusive: the last quarter ends on 31/12/2018.
    await expect(rows.last().locator('td').first()).toHaveText('31/12/2018');

    await page.getByRole('button', { name: 'Switch to Spain' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Report summary: Spain' })).toBeVisible();
    await expect(rows).toHaveCount(6);
    await expect(rows.first().locator('th')).toHaveText('01/01/2018');
    await expect(rows.last().locator('td').first()).toHaveText('30/06/2018');
    // Money and percentages are written the Spanish way, and match the API's first period.
    const reporter = await staffToken('reporter');
    const summary = await fetchSummary(reporter, 'PRONTO_ES', 'historical');
    const issued = summary[0]?.values.allIssued_v ?? 0;
    expect(issued).toBeGreaterThan(0);
    await expect(rows.first()).toContainText(formatMoney(issued, 'ES'));
    await expect(page.locator('[data-testid=summary-chart] path.recharts-curve').first()).toBeVisible();
    await expectNoAxeViolations(page, reportArea);

    // Back to the latest 6 months (keyboard): the last row is the current month, as the API gives it.
    await periods.getByRole('radio', { name: /^Historical reports: / }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(periods.getByRole('radio', { name: /^Latest 6 months: / })).toBeChecked();
    const month = currentPeriod(1);
    await expect(rows.last().locator('th')).toHaveText(ukDate(month.first));
    await expect(rows.last().locator('td').first()).toHaveText(ukDate(month.last));
    const current =
      (await Promise.all(answered)).filter((a) => a.application === 'PRONTO_ES' && a.window !== 'historical').at(-1)?.summary ?? [];
    expect(current.at(-1)?.dateStart).toBe(month.first);
    await expect(rows.last()).toContainText(formatMoney(current.at(-1)?.values.allIssued_v ?? 0, 'ES'));
  });

  test('an analyst reads the summary at 1280 px: the periods stay in view, groups narrowed by borrower, every period labelled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsReporter(page, '/report-summary');
    const rows = page.getByTestId('summary-row');
    await expect(rows).toHaveCount(12, firstLoad);
    // Scrolled to the last group, the period columns are still there.
    const table = page.getByRole('region', { name: /Loan performance per period/ });
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(page.getByRole('columnheader', { name: 'All loans total paid' })).toBeInViewport();
    await expect(rows.first().locator('th')).toBeInViewport();
    await expect(rows.first().locator('td').first()).toBeInViewport();

    await page.getByRole('button', { name: 'First-time borrowers' }).click();
    await page.getByRole('button', { name: 'Repeat borrowers' }).click();
    await expect(page.getByRole('columnheader', { name: 'FTB issued' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveCount(4);
    // Each of the 12 quarters is labelled on the charts' time axis.
    await expect(page.locator('[data-testid=summary-chart]').first().locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(
      12,
    );
    await expectNoAxeViolations(page, reportArea);
    // On a phone: the table scrolls inside its region, the page does not.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(rows).toHaveCount(12, firstLoad);
    await expectNoAxeViolations(page, reportArea);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

interface SummaryRow {
  dateStart: string;
  values: Record<string, number>;
}

/** The current calendar period of `months` months (1: month, 3: quarter) by the clock the mock runs on (UTC). */
function currentPeriod(months: number): { first: string; last: string } {
  const now = new Date();
  const month = now.getUTCMonth() - (now.getUTCMonth() % months);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { first: day(Date.UTC(now.getUTCFullYear(), month, 1)), last: day(Date.UTC(now.getUTCFullYear(), month + months, 0)) };
}

/** YYYY-MM-DD as both markets write it: DD/MM/YYYY. */
const ukDate = (day: string): string => day.split('-').reverse().join('/');

async function reportCall(token: string, application: string, start: string, end: string, summaryWindow?: string) {
  const response = await fetch(`${urls.api}/api/report/ComprehensiveLoanReport`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, application },
    body: JSON.stringify({ start: `${start}T00:00:00.000Z`, end: `${end}T00:00:00.000Z`, ...(summaryWindow ? { summaryWindow } : {}) }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { summaryReport: SummaryRow[]; loans: { principal: number }[] }[] };
  return body.data[0] ?? { summaryReport: [], loans: [] };
}

const fetchReport = async (token: string, application: string, start: string, end: string) =>
  (await reportCall(token, application, start, end)).loans;
const fetchSummary = async (token: string, application: string, summaryWindow?: 'current' | 'historical') =>
  (await reportCall(token, application, '2018-01-01', '2018-02-01', summaryWindow)).summaryReport;

test('the report call refuses a role without reports and a missing start', async () => {
  const agent = await staffToken('agent');
  const refused = await api(
    'POST',
    '/api/report/ComprehensiveLoanReport',
    { start: '2018-01-01T00:00:00.000Z', end: '2018-02-01T00:00:00.000Z' },
    agent,
  );
  expect(refused.status).toBe(403);
  const reporter = await staffToken('reporter');
  const invalid = await api('POST', '/api/report/ComprehensiveLoanReport', { end: '2018-02-01T00:00:00.000Z' }, reporter);
  expect(invalid.status).toBe(422);
  expect(invalid.body?.errors[0]?.message).toBe('Start date is required.');
});
