import type { Page } from '@playwright/test';
import { expect, test, urls } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';

/** Both built apps carry a Content-Security-Policy without inline script; they work under it and it blocks injected script. */
const violations = (page: Page): string[] => {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
  });
  return found;
};

// These tests inject script on purpose: the policy's reports are what they check, not page errors.
test.use({ expectsCspReports: true });

for (const [app, url] of [
  ['customer site', urls.siteGB],
  ['admin', urls.admin],
] as const) {
  test(`${app}: the CSP forbids inline script; the app loads without violations and an injected inline script does not run`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${url}/`)).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#39;/g, "'") ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    expect(policy).toContain("object-src 'none'");
    // Data blocks (JSON-LD, the calculator's first schedule) are not script the browser runs.
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/);

    const found = violations(page);
    if (app === 'admin') {
      await signIn(page, 'admin');
      await page.goto(`${url}/#/customers`);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    } else {
      await page.goto(`${url}/`);
      await expect(page.getByRole('banner')).toBeVisible();
      await page.goto(`${url}/terms-and-conditions`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(found).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__cspInline = 1';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('src', 'x');
      img.setAttribute('onerror', 'window.__cspHandler = 1');
      document.body.append(img);
    });
    // Both were refused (the inline script and the image's handler), so neither ran.
    await expect.poll(() => found.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __cspInline?: number }).__cspInline)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __cspHandler?: number }).__cspHandler)).toBeUndefined();
  });
}

for (const [app, url] of [
  ['customer site', urls.siteGB],
  ['admin', urls.admin],
] as const) {
  test(`${app}: the server refuses framing and sniffing and sends a referrer policy`, async ({ request }) => {
    const headers = (await request.get(`${url}/`)).headers();
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
}
