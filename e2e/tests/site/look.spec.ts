import { expect, expectNoAxeViolations, test } from '../../fixtures/index.ts';
import { acceptCookies, siteOf } from './site.ts';

/*
 * The redesigned public pages (docs/decisions.md, "Customer site: spec gaps and the look") at a desktop's and
 * a phone's width, both markets: the site's own typeface is loaded, the form pages keep a side column on a
 * desktop, and nothing breaks accessibility.
 */
for (const market of ['GB', 'ES'] as const) {
  for (const width of [1280, 375] as const) {
    test(`${market} at ${width} px: home, registration and login have no axe violations; the typeface is loaded`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${siteOf(market)}/`);
      await acceptCookies(page);
      await expect(page.locator('.reassure-list li')).toHaveCount(4);
      expect(await page.evaluate(async () => (await document.fonts.load('16px Figtree')).length)).toBe(1);
      await expectNoAxeViolations(page);
      for (const path of ['/register/personal-details', '/login']) {
        await page.goto(`${siteOf(market)}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const aside = page
          .getByRole('complementary')
          .filter({ has: page.getByRole('heading', { level: 2 }) })
          .first();
        await expect(aside).toBeVisible();
        const [main, side] = await Promise.all([page.locator('.form-main').boundingBox(), aside.boundingBox()]);
        // Side by side on a desktop, under the form on a phone.
        if (width === 1280) expect(side?.x ?? 0).toBeGreaterThan((main?.x ?? 0) + (main?.width ?? 0));
        else expect(side?.y ?? 0).toBeGreaterThan((main?.y ?? 0) + (main?.height ?? 0) - 1);
        await expectNoAxeViolations(page);
      }
    });
  }
}
