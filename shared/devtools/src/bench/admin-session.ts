import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { playwrightFlags } from './chrome.ts';
import { freePort } from './servers.ts';

/** A seeded staff account (mock-server seed) and where the console keeps its token (admin/src/providers/session.ts). */
const staff = { email: 'admin@pronto.test', password: 'pronto123', country: 'United Kingdom' };
export const TOKEN_KEY = 'pronto.reportToken';

/** Signs a staff member in through the console's own sign-in form, and waits until the console has the session. */
export async function signIn(page: Page, adminUrl: string): Promise<void> {
  await page.goto(`${adminUrl}/#/login`, { timeout: 120_000 });
  await page.getByLabel('E-mail address').fill(staff.email, { timeout: 120_000 });
  await page.getByLabel('Password', { exact: false }).first().fill(staff.password);
  // A native select on the plain sign-in page of a fresh visit, react-admin's (MUI) select inside the console.
  const country = page.getByLabel('Country').first();
  if (await country.evaluate((element) => element.tagName === 'SELECT')) {
    await country.selectOption({ label: staff.country });
  } else if (!(await country.innerText()).includes(staff.country)) {
    await country.click();
    await page.getByRole('option', { name: staff.country }).click();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the console has stored the token and left the sign-in page.
  await page.waitForFunction((key) => Boolean(localStorage.getItem(key)) && !location.hash.startsWith('#/login'), TOKEN_KEY, {
    timeout: 60_000,
  });
}

export interface SignedInBrowser {
  /** Remote-debugging port for `lighthouse --port`. */
  port: number;
  /** Empties the HTTP cache, so each audit loads the console cold, as a first visit would (the session stays). */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Chromium with a staff session: signs in through the console's own sign-in form (or `signInWith`'s), then leaves its tab on
 * about:blank and lets Lighthouse in through a debugging port. The profile (and so localStorage) lives in
 * `dir`; Lighthouse must run with --disable-storage-reset to keep it.
 */
export async function signedInBrowser(
  adminUrl: string,
  chromePath: string,
  dir: string,
  signInWith: (page: Page, adminUrl: string) => Promise<void> = signIn,
): Promise<SignedInBrowser> {
  const port = await freePort();
  // A new profile each time: a token left in an old profile would pass for a sign-in that never finished.
  const context = await chromium.launchPersistentContext(mkdtempSync(join(dir, 'signed-in-profile-')), {
    executablePath: chromePath,
    headless: true,
    // No viewport of Playwright's own: Lighthouse's mobile emulation must be the only one on its tab.
    viewport: null,
    args: [...playwrightFlags, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInWith(page, adminUrl);
    // The console's own tab must not keep loading while Lighthouse measures its tab.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    return {
      port,
      clearCache: async () => {
        await cdp.send('Network.clearBrowserCache');
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw new Error(`could not sign in to ${adminUrl}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
