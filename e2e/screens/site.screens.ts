import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Country } from '../fixtures/index.ts';
import { issuedLoan, registeredCustomer, registeredSpanishCustomer } from '../tests/account/customer.ts';
import { loginAs, seededMobile, siteOf } from '../tests/site/site.ts';

/** Where the pictures go: docs/screens/site/{market}-{page}-{width}.png. */
const out = resolve(import.meta.dirname, '../../docs/screens/site');
mkdirSync(out, { recursive: true });

const widths = [1280, 375] as const;

interface Shot {
  name: string;
  path: string;
  /** Who is signed in first (seeded customer status), if anyone. */
  as?: 'approved' | 'closed';
  /** A link to follow from `path` (pages whose url carries a loan id). */
  follow?: RegExp;
  /** A new customer of the market, registered (and with an issued loan) through the API, opens `path`. */
  fresh?: 'registered' | 'issued';
}

/** A new registered customer's session token; with an issued loan of 200 over 4 if asked. */
async function freshCustomer(market: Country, withLoan: boolean): Promise<string> {
  const { token } = market === 'GB' ? await registeredCustomer() : await registeredSpanishCustomer();
  if (withLoan) await issuedLoan(token, 200, 4, { market, purpose: market === 'GB' ? 'bills' : 'household' });
  return token;
}

const shots: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'registration', path: '/register/personal-details' },
  { name: 'login', path: '/login' },
  { name: 'account-overview', path: '/loans-transactions', as: 'approved' },
  { name: 'past-loans', path: '/account/past-loans', as: 'closed' },
  { name: 'pay', path: '/loans-transactions', as: 'approved', follow: /^(Pay next instalment|Pagar la próxima cuota)$/ },
  { name: 'repay-in-full', path: '/loans-transactions', as: 'approved', follow: /^(Repay in full|Liquidar el préstamo)$/ },
  { name: 'declined', path: '/declined' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'transfer-success', path: '/loan-request/success', fresh: 'issued' },
  { name: 'technical-problem', path: '/loan-request/technical-problem', fresh: 'registered' },
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The notice accepts itself 1 s after a route change: click it if it is still there, then it is gone.
  const accept = page.getByRole('button', { name: /^(Accept|Aceptar)$/ });
  if (await accept.isVisible()) await accept.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(accept).toBeHidden();
  // Notifications fade out after 4 s; nothing else moves.
  await expect(page.locator('.notices > *')).toHaveCount(0, { timeout: 6_000 });
}

for (const market of ['GB', 'ES'] as const satisfies readonly Country[]) {
  for (const width of widths) {
    test(`${market} at ${width} px`, async ({ browser }) => {
      for (const shot of shots) {
        // A fresh browser per picture: nobody signed in, no notice left over from the previous page.
        const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
        const page = await context.newPage();
        if (shot.as) {
          await loginAs(page, market, seededMobile(shot.as, market));
          await expect(page).toHaveURL(new RegExp(`${shot.path}$`));
        } else if (shot.fresh) {
          const token = await freshCustomer(market, shot.fresh === 'issued');
          await page.goto(`${siteOf(market)}${shot.path}?jwt=${token}`);
          await expect(page).toHaveURL(new RegExp(`${shot.path}$`));
        } else {
          await page.goto(`${siteOf(market)}${shot.path}`);
        }
        await settle(page);
        if (shot.follow) {
          await page.getByRole('link', { name: shot.follow }).first().click();
          await settle(page);
        }
        await page.screenshot({ path: join(out, `${market.toLowerCase()}-${shot.name}-${width}.png`), fullPage: true });
        await context.close();
      }
    });
  }
}
