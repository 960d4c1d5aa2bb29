import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, urls } from '../../fixtures/index.ts';
import { acceptCookies } from './site.ts';

/*
 * The public pages are static HTML before their JavaScript (customer-site.md §1-2: the risk
 * warning, the representative example and the calculator's default schedule in view at once).
 */

const markets = [
  {
    name: 'GB',
    url: urls.siteGB,
    lang: 'en-GB',
    warning: /Late repayment can cause you serious money problems/,
    example: /Representative example\s*Borrowing £200\.00 over 4 months/,
    amount: '£100.00',
    title: 'Short-term loans | Pronto',
  },
  {
    name: 'ES',
    url: urls.siteES,
    lang: 'es-ES',
    warning: /el retraso en los pagos puede causarle graves problemas/,
    example: /Ejemplo representativo/,
    amount: '100,00 €',
    title: 'Préstamos rápidos | Pronto',
  },
] as const;

const publicPaths = [
  '/',
  '/installment-loans',
  '/how-it-works',
  '/about-us',
  '/faq',
  '/contact-us',
  '/terms-and-conditions',
  '/cookie',
  '/data-protection',
  '/register/personal-details',
  '/login',
  '/forgot-pin',
];

/**
 * A new page of the context at `url` with the app's shell chunk held back, as on a slow phone, until
 * `release` is called; `watch` attaches listeners before the page loads.
 */
async function withShellHeld(context: BrowserContext, url: string, watch?: (page: Page) => void) {
  const page = await context.newPage();
  watch?.(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url);
  return { page, release };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const market of markets) {
    test(`${market.name}: the home page shows the risk warning, the representative example and the default schedule`, async ({ page }) => {
      await page.goto(`${market.url}/`);
      await expect(page).toHaveTitle(market.title);
      await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
      await expect(page.getByRole('note')).toContainText(market.warning);
      await expect(page.locator('.representative')).toContainText(market.example);
      await expect(page.getByRole('radio', { name: market.name === 'GB' ? '£100' : '100 €' })).toBeChecked();
      await expect(page.locator('.schedule tbody tr')).toHaveCount(3);
      await expect(page.locator('.schedule tfoot td').first()).toHaveText(market.amount);
      // The links are links: the FAQ opens from the header without any script.
      await page
        .getByRole('banner')
        .getByRole('link', { name: market.name === 'GB' ? 'FAQ' : /Preguntas|FAQ/ })
        .first()
        .click();
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveURL(/\/faq$/);
    });
  }

  test('GB: each public page has its own title, description, canonical link and JSON-LD; FAQPage on the FAQ', async ({ page }) => {
    test.setTimeout(120_000);
    const titles = new Set<string>();
    for (const path of publicPaths) {
      await page.goto(`${urls.siteGB}${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      titles.add(await page.title());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.pronto.co.uk${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
      expect(types).toEqual(path === '/faq' ? ['Organization', 'FAQPage'] : ['Organization']);
      // A form sent before the script has taken it over must not put the PIN or personal details in the url.
      for (const form of await page.locator('form').all()) expect(await form.getAttribute('method')).toBe('post');
    }
    expect(titles.size).toBe(publicPaths.length);
  });
});

test.describe('with JavaScript', () => {
  for (const market of markets) {
    test(`${market.name}: every public page hydrates without a mismatch or a CSP report`, async ({ page, pageErrors }) => {
      test.setTimeout(120_000);
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation: ${event.violatedDirective}`),
        );
        // The page's heading as the static HTML drew it, before any script of the page ran.
        document.addEventListener('DOMContentLoaded', () => Object.assign(window, { staticHeading: document.querySelector('main h1') }));
      });
      for (const path of publicPaths) {
        await page.goto(`${market.url}${path}`);
        await expect(page.locator('main h1').first()).toBeVisible();
        // Hydrated, not drawn again: the heading is still the element of the static HTML.
        const kept = await page.evaluate(() => {
          const heading = (window as Window & { staticHeading?: Element | null }).staticHeading;
          return Boolean(heading?.isConnected) && heading === document.querySelector('main h1');
        });
        expect(kept, `${path}: the static HTML's heading was replaced`).toBe(true);
        // Hydrated: a click on an internal link navigates without reloading (the marker survives).
        await page.evaluate(() => Object.assign(window, { notReloaded: true }));
        await page.getByRole('banner').getByRole('link').first().click();
        await expect(page).toHaveURL(`${market.url}/`);
        expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
      }
      expect(pageErrors).toEqual([]);
    });
  }

  test('GB: a customer who types before the page hydrates keeps it, and cannot send the form until then', async ({ context }) => {
    // A page of the context, not the fixture's (which waits for hydration after loading): the app's
    // shell chunk is held back, as on a slow phone, until the customer has typed.
    const { page, release } = await withShellHeld(context, `${urls.siteGB}/login`);
    const submit = page.getByRole('main').getByRole('button', { name: 'Login' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Mobile number').fill('7700900123');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Mobile number')).toHaveValue('7700900123');
    // The app's own check answers (the PIN is missing), not the browser's form submission.
    await submit.click();
    await expect(page.getByLabel('PIN')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`${urls.siteGB}/login`);
    await expect(page.getByLabel('Mobile number')).toHaveValue('7700900123');
  });

  test('GB: the cookie notice shows before the app runs to a new visitor only, and works once hydrated', async ({ context }) => {
    // Pages of the context with the app's shell chunk held back, as on a slow phone, until the test lets it go.
    const errors: string[] = [];
    const openHeld = () =>
      withShellHeld(context, `${urls.siteGB}/login`, (page) => {
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
      });

    const first = await openHeld();
    const notice = first.page.getByRole('complementary', { name: 'Cookie policy' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('We use cookies to keep you signed in');
    // Its button does nothing before the app runs, so it waits for it.
    await expect(notice.getByRole('button', { name: 'Accept' })).toBeDisabled();
    first.release();
    await expect(first.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    await first.page.close();

    // The same visitor comes back: the notice never shows, neither before the app runs nor after.
    const again = await openHeld();
    await expect(again.page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(again.page.getByRole('complementary', { name: 'Cookie policy' })).toBeHidden();
    again.release();
    await expect(again.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(again.page.getByRole('complementary', { name: 'Cookie policy' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('GB home: the sections below the first screen load their code only when scrolled near, then navigate in the app', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${urls.siteGB}/`);
    await acceptCookies(page);
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The static HTML shows them meanwhile.
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeAttached();
    expect(scripts.filter((url) => url.includes('/HomeSections-'))).toEqual([]);

    await page.getByRole('heading', { level: 2, name: 'Ready when you are' }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.filter((url) => url.includes('/HomeSections-')).length).toBe(1);
    // Taken over: its link navigates inside the app (the marker survives).
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('link', { name: 'How we protect your data' }).click();
    await expect(page).toHaveURL(`${urls.siteGB}/data-protection`);
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('the account area is not prerendered: it gets the client-only page, and sitemap and robots are served', async ({
    page,
    request,
  }) => {
    const account = await request.get(`${urls.siteGB}/account`);
    expect(await account.text()).toContain('<div id="root"></div>');
    await page.goto(`${urls.siteGB}/account`);
    await expect(page).toHaveURL(/\/login/);
    const sitemap = await (await request.get(`${urls.siteES}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://www.pronto.es/politica-privacidad</loc>');
    const robots = await (await request.get(`${urls.siteES}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /account');
    expect(robots).toContain('Sitemap: https://www.pronto.es/sitemap.xml');
  });

  test('a url no route matches is a real 404 with the not-found page; the client routes are 200', async ({ page, request }) => {
    for (const [site, heading] of [
      [urls.siteGB, 'Page not found!'],
      [urls.siteES, '¡Página no encontrada!'],
    ] as const) {
      const missing = await request.get(`${site}/no-such-page`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type']).toContain('text/html');
      expect(await missing.text()).toContain(heading);
      expect((await request.get(`${site}/404`)).status()).toBe(404);
      expect((await request.get(`${site}/payment/pay`)).status()).toBe(404);
      for (const path of ['/', '/faq', '/loans-transactions', '/payment/pay/12', '/r/abc123', '/financial-information/add-card'])
        expect((await request.get(`${site}${path}`)).status(), path).toBe(200);
    }
    const response = await page.goto(`${urls.siteGB}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 2, name: 'Page not found!' })).toBeVisible();
  });
});
