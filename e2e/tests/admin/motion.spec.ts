import { expect, test, urls } from '../../fixtures/index.ts';
import { sessionFile } from '../../fixtures/staff-sessions.ts';

test.use({ storageState: sessionFile('admin') });

/** The customer list's Export CSV button's transition durations, as Chromium computes them. */
async function durations(page: import('@playwright/test').Page) {
  await page.goto(`${urls.admin}/#/customers`);
  const button = page.getByRole('button', { name: 'Export CSV' });
  await expect(button).toBeVisible();
  return button.evaluate((el) => getComputedStyle(el).transitionDuration);
}

test('the console moves by default, and ends every transition at once for a user who asked for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await durations(page)).not.toMatch(/^(0s|1e-05s)(, (0s|1e-05s))*$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durations(page)).toMatch(/^1e-05s(, 1e-05s)*$/);
});
