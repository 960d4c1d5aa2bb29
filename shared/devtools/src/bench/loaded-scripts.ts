import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { signIn } from './admin-session.ts';
import { findChrome, playwrightFlags } from './chrome.ts';
import { built } from './build.ts';
import { measureFiles, type Size } from './first-load.ts';
import { startFixtureApi } from './fixture-api.ts';
import { freePort, previewDir, startSeededMock } from './servers.ts';
import { firstLine } from './figures.ts';
import { demoSignIn, startDemoApi } from './react-admin-demo.ts';

/** The paths (under the build's output directory) of the same-origin scripts among `urls`. */
export function scriptFiles(urls: readonly string[], origin: string, outDir: string): string[] {
  const files = urls.filter((url) => url.startsWith(`${origin}/`)).map((url) => decodeURIComponent(new URL(url).pathname.slice(1)));
  const missing = files.filter((file) => !existsSync(join(outDir, file)));
  if (missing.length > 0) throw new Error(`scripts requested that the build does not hold: ${missing.join(', ')}`);
  return [...new Set(files)];
}

/**
 * What the browser loads for a screen, counted from its requests: opens `path` on a cold HTTP cache, waits
 * until `shown` holds and the network has been quiet for 500 ms (so chunks the screen loads after its first
 * render count too), and measures the scripts requested meanwhile (gzip level 6 of the built files, as the
 * manifest figures are, whatever encoding the server chose, and Brotli as the server sent them).
 */
async function loadedScripts(
  page: Page,
  origin: string,
  outDir: string,
  path: string,
  shown: (page: Page) => Promise<void>,
): Promise<Size> {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${origin}${path}`, { timeout: 120_000 });
  await shown(page);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  return measureFiles(outDir, scriptFiles(urls, origin, outDir));
}

/** A list screen is shown once its table has a row of data. */
const listShown = (page: Page) => page.locator('table tbody tr').first().waitFor({ timeout: 120_000 });

/** The public pages whose first load is counted from the browser's requests (path, and the site's budget as a multiple of the empty app). */
export const sitePaths = {
  home: '/',
  registration: '/register/personal-details',
  login: '/login',
} as const;
export type SitePage = keyof typeof sitePaths;

export interface BrowserLoads {
  /** The empty React app opening its page. */
  emptyApp: Size;
  /** The customer site's public pages on a fresh visit. */
  site: Record<SitePage, Size>;
  /** The one-resource react-admin app opening its list. */
  baselineList: Size;
  /** The console opening the customer list, signed in, cold cache. */
  customerList: Size;
  /** The console's sign-in page on a fresh visit (no session). */
  signIn: Size;
  /** react-admin's demo opening its customer list signed in, or why it could not. */
  demoList: Size | { error: string };
}

/**
 * The apps and baselines as the browser loads them, each until the network has been idle for 500 ms. All are
 * served alike by `vite preview` (the same Brotli files; the console and the site against the freshly seeded
 * mock API, the react-admin baseline against its fixture API), in Chromium driven by Playwright.
 */
export async function measureBrowserLoads(work: string): Promise<BrowserLoads> {
  const dir = join(work, 'browser-loads');
  mkdirSync(dir, { recursive: true });
  const [apiPort, fixturePort] = [await freePort(), await freePort()];
  const dirs = {
    admin: await built(work, 'admin'),
    'react-admin': await built(work, 'react-admin'),
    'customer-site': await built(work, 'customer-site'),
    'empty-react': await built(work, 'empty-react'),
  };
  // Each server is stopped whatever fails after it started.
  const stops: (() => unknown)[] = [];
  try {
    const mock = await startSeededMock(apiPort, join(dir, 'db.json'));
    stops.push(() => mock.stop());
    const fixtureApi = await startFixtureApi(fixturePort);
    stops.push(() => fixtureApi.close());
    const origins: Record<string, string> = {};
    for (const [app, outDir] of Object.entries(dirs)) {
      const port = await freePort();
      const server = await previewDir(outDir, port, apiPort, fixturePort);
      stops.push(() => server.close());
      origins[app] = `http://127.0.0.1:${port}`;
    }
    const browser = await chromium.launch({ executablePath: findChrome(), headless: true, args: playwrightFlags });
    stops.push(() => browser.close());
    const admin = origins.admin ?? '';
    const fresh = async () => (await browser.newContext()).newPage();
    const loaded = (page: Page) => page.waitForLoadState('load', { timeout: 120_000 });
    const emptyApp = await loadedScripts(await fresh(), origins['empty-react'] ?? '', dirs['empty-react'], '/', loaded);
    const site = {} as Record<SitePage, Size>;
    for (const [name, path] of Object.entries(sitePaths) as [SitePage, string][]) {
      site[name] = await loadedScripts(await fresh(), origins['customer-site'] ?? '', dirs['customer-site'], path, loaded);
    }
    const signInPage = await loadedScripts(await fresh(), admin, dirs.admin, '/#/login', (page) =>
      page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 }),
    );
    // Signed in through the form in one context, then the list opened cold in the same context (its localStorage).
    const staffPage = await fresh();
    await signIn(staffPage, admin);
    const signedIn = await staffPage.context().newPage();
    await staffPage.close();
    const customerList = await loadedScripts(signedIn, admin, dirs.admin, '/#/customers', async (page) => {
      await listShown(page);
      if (!page.url().endsWith('#/customers')) throw new Error(`the console landed on ${page.url()}, not the customer list`);
    });
    const baselineList = await loadedScripts(await fresh(), origins['react-admin'] ?? '', dirs['react-admin'], '/', listShown);
    let demoList: BrowserLoads['demoList'];
    try {
      const demoDir = await built(work, 'react-admin-demo');
      const demoApiPort = await freePort();
      const demoApi = await startDemoApi(demoDir, demoApiPort);
      stops.push(() => demoApi.stop());
      const port = await freePort();
      const server = await previewDir(demoDir, port, apiPort, fixturePort, demoApiPort);
      stops.push(() => server.close());
      const demo = `http://127.0.0.1:${port}`;
      const demoPage = await fresh();
      await demoSignIn(demoPage, demo);
      const demoSignedIn = await demoPage.context().newPage();
      await demoPage.close();
      demoList = await loadedScripts(demoSignedIn, demo, demoDir, '/#/customers', listShown);
    } catch (error) {
      demoList = { error: firstLine(error) };
    }
    return { emptyApp, site, baselineList, customerList, signIn: signInPage, demoList };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
