import { expect, test } from '../../fixtures/index.ts';
import { open, signIn } from './admin-helpers.ts';

/**
 * A record the API does not have is the error route's case (back-office.md §2, §8: 404 -> the error page,
 * heading "Error"), not react-admin's "Element does not exist" and a jump back to the list.
 */
for (const [what, path] of [
  ['customer', '/customers/99999999/show'],
  ['loan', '/loans/99999999/show'],
] as const) {
  test(`a missing ${what} opens the error page with the heading "Error"`, async ({ page }) => {
    await signIn(page, 'admin');
    await open(page, path);
    await expect(page).toHaveURL(/#\/error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByText(`Address: ${path}`)).toBeVisible();
    await expect(page.getByText('Element does not exist')).toHaveCount(0);
    // It stays there: nothing sends the user on to the list afterwards.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/#\/error$/);
  });
}
