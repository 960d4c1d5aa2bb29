import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { offset, ports, urls } from './fixtures/ports.ts';

/** Debian's Chromium when present (CI installs it); otherwise Playwright's own browser. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

const root = resolve(import.meta.dirname, '..');
// The run's own data file: a pid alone can name an old run's file whose lock a reused pid seems to hold.
const dataFile = join(tmpdir(), `pronto-e2e-${process.pid}-${Date.now()}.json`);
const serverLogs = process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore';

/** `vite preview` of a built app (`pnpm build` first). A missing build is an error on CI; locally the
 *  server is skipped with a warning, so one app's tests run without building the other. */
function preview(pkg: 'customer-site' | 'admin', port: number, outDir = 'dist') {
  if (!existsSync(join(root, pkg, outDir, 'index.html'))) {
    const message = `${pkg}/${outDir} is not built: run \`pnpm build\` first.`;
    if (process.env.CI) throw new Error(message);
    if (!process.env.TEST_WORKER_INDEX) console.warn(`[e2e] ${message} Its server on :${port} is not started.`);
    return [];
  }
  return {
    command: `pnpm --filter @pronto/${pkg} exec vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    // The admin's "Open as customer" opens the built site of the customer's market (admin/build/site-urls.ts).
    env: { API_PORT: String(ports.api), SITE_URL_GB: urls.siteGB, SITE_URL_ES: urls.siteES },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: serverLogs,
    stderr: 'pipe',
  } as const;
}

/** The customer site's Vite dev server in a market, started as `npm start` starts it (shared/devtools/src/start.mjs):
 *  dev serves modules one by one, untransformed by the build, and breaks in ways the built app does not. */
function devServer(market: 'GB' | 'ES', port: number) {
  return {
    command: `pnpm --filter @pronto/customer-site exec vite --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    env: { API_PORT: String(ports.api), SITE_PORT: String(port), VITE_MARKET: market },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: serverLogs,
    stderr: 'pipe',
  } as const;
}

/** What the task projects leave to the others: set-up, the dev servers' journeys, the reach count and the crawl. */
const TASKS_IGNORE = ['dev/**', 'setup/**', 'reach/**', /[\\/]tests[\\/]crawl[\\/]/];

/** The projects of the tests that change shared records (fixtures/index.ts), after the others. */
const SHARED_PROJECTS = ['shared-loans', 'shared-messages'];

/** `E2E_CRAWL=1`: the click crawl of the console runs after the task tests, and the reach floor is the crawl's. */
const CRAWL = process.env.E2E_CRAWL === '1';

export default defineConfig({
  testDir: 'tests',
  // Two workers. Tests tagged SHARED_LOANS or SHARED_MESSAGES (fixtures/index.ts) change records every other
  // test reads: they run after the rest, one at a time within each tag.
  workers: 2,
  fullyParallel: false,
  // No retries, on CI either: a flaky test is a failing test.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Playwright empties its output folder at start: a side-by-side run (port offset) gets its own.
  outputDir: offset ? `runs/${offset}/test-results` : 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8's optimising tiers (Maglev, TurboFan) pay off in long sessions; a test's page lives seconds, so
        // compiling hot code again costs CPU the two cores need (about 6% of a run's CPU, same wall time saved).
        '--js-flags=--max-opt=1',
      ],
    },
    screenshot: 'only-on-failure',
    // A trace records DOM snapshots at every action, about a tenth of the run's CPU; on CI nobody opens it
    // (the output is the log), so it is recorded only locally, where a failure is investigated.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    navigationTimeout: 15_000,
    actionTimeout: 10_000,
  },
  projects: [
    // Each staff role signs in once through the console's form; the tests reuse the saved session.
    { name: 'staff-sessions', testMatch: 'setup/*.setup.ts' },
    // The built apps (vite preview): what customers get.
    {
      name: 'chromium',
      testIgnore: TASKS_IGNORE,
      grepInvert: /@shared-(loans|messages)/,
      dependencies: ['staff-sessions'],
    },
    // Tests of shared records, one at a time in each of two groups that read nothing of each other's (fixtures/index.ts).
    { name: 'shared-loans', testIgnore: TASKS_IGNORE, grep: /@shared-loans/, dependencies: ['chromium'], workers: 1 },
    { name: 'shared-messages', testIgnore: TASKS_IGNORE, grep: /@shared-messages/, dependencies: ['chromium'], workers: 1 },
    // `E2E_CRAWL=1` only, after the task tests (its writes must not change the records they read): a crawl of
    // the console as an admin, every menu entry, tab, panel and dialog (tests/crawl); each step starts from a
    // known page. Out of `npm test` until two full runs in a row are green and its time is measured
    // (docs/decisions.md, "The click crawl").
    ...(CRAWL ? [{ name: 'crawl', testMatch: /[\\/]tests[\\/]crawl[\\/].*\.spec\.ts$/, dependencies: SHARED_PROJECTS }] : []),
    // After every console test (and the crawl): adds up the staff calls fired by clicking (fixtures/reach.ts).
    { name: 'reach', testMatch: 'reach/*.spec.ts', dependencies: CRAWL ? ['crawl'] : SHARED_PROJECTS },
    // The main journeys against the dev servers of `npm start`, both markets: a few tests, slower first loads.
    {
      name: 'dev',
      testMatch: 'dev/**/*.spec.ts',
      // In the phase of the built apps' tests, beside them: alone before them, its slow first compile kept
      // the second worker idle for a quarter of a minute.
      dependencies: ['staff-sessions'],
      // The dev server compiles each module on first request (the disposable-domain list alone takes seconds).
      timeout: 180_000,
      expect: { timeout: 30_000 },
      use: { navigationTimeout: 60_000, actionTimeout: 30_000 },
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @pronto/mock-server start',
      url: `${urls.api}/api/catalogue`,
      // Every phone lookup is checked against a pass over the customers (mock-server/src/phone-index.ts).
      // SITE_URL_*: the payment link in the transfer SMS points at the built sites this run serves.
      env: {
        API_PORT: String(ports.api),
        SEED_FRESH: '1',
        DATA_FILE: dataFile,
        MOCK_VERIFY_INDEX: '1',
        SITE_URL_GB: urls.siteGB,
        SITE_URL_ES: urls.siteES,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: serverLogs,
      stderr: 'pipe',
    },
    ...[
      preview('customer-site', ports.siteGB),
      preview('customer-site', ports.siteES, 'dist-es'),
      // E2E_ADMIN_DIST: a build of the admin in another folder (side-by-side work on one checkout).
      preview('admin', ports.admin, process.env.E2E_ADMIN_DIST ?? 'dist'),
    ].flat(),
    devServer('GB', ports.siteDevGB),
    devServer('ES', ports.siteDevES),
  ],
});
