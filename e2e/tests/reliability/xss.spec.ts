import type { Page } from '@playwright/test';
import { api, expect, settled, staffToken, test, urls, SHARED_MESSAGES } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';
import { loginAs, ukCustomerIn } from '../site/site.ts';

/**
 * Known XSS payloads stored through the API (a staff template, a customer's names) and rendered by both
 * apps: no script may run — no dialog opens and the flag the payloads set stays undefined.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<script>window.__xss=2;alert(2)</script>',
  '<a id="js-link" href="javascript:window.__xss=3;alert(3)">Read more</a>',
  '<svg onload="window.__xss=4;alert(4)"><circle r="1"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=5;alert(5)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=6;alert(6)">',
  '<details open ontoggle="window.__xss=7;alert(7)">x</details>',
  '<form action="javascript:window.__xss=8"><button id="xss-submit">go</button></form>',
];
const NAME_PAYLOAD = '<img src=x onerror="window.__xss=9;alert(9)">';

/** Watches a page: every dialog is recorded (and dismissed). */
function watch(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}
const flag = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

// These tests inject script on purpose: the policy's reports are what they check, not page errors.
test.use({ expectsCspReports: true });

test.describe('XSS', () => {
  test('a template full of payloads renders on the terms page without running anything', SHARED_MESSAGES, async ({ page }) => {
    const token = await staffToken('admin');
    const name = `XSS_TERMS_${Date.now()}`;
    const body = `<h1>Terms</h1><p>Plain clause stays.</p>${PAYLOADS.join('\n')}`;
    const created = await api('POST', '/api/communication/createNewTemplate', { name, subject: 'Terms', body, channel: 'page' }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const dialogs = watch(page);
    // The page asks for the market's terms; this test's stored template answers (the shared one stays untouched).
    await page.route('**/api/communication/templateByName', async (route) => {
      const response = await route.fetch({ postData: JSON.stringify({ name }) });
      await route.fulfill({ response });
    });
    await page.goto(`${urls.siteGB}/terms-and-conditions`);
    await expect(page.getByText('Plain clause stays.')).toBeVisible();
    const link = page.getByRole('link', { name: 'Read more' });
    if (await link.count()) await link.click();
    const submit = page.locator('#xss-submit');
    if (await submit.count()) await submit.click();
    await settled(page);
    expect(dialogs).toEqual([]);
    expect(await flag(page)).toBeUndefined();
    const html = await page.locator('main').innerHTML();
    expect(html).not.toMatch(/onerror|onload|ontoggle|<script|javascript:|srcdoc/i);
  });

  test('the template stored by staff shows in the console without running anything', async ({ page }) => {
    const token = await staffToken('admin');
    const name = `XSS_ADMIN_${Date.now()}`;
    const created = await api<{ id: number }>(
      'POST',
      '/api/communication/createNewTemplate',
      { name, subject: PAYLOADS[0], body: PAYLOADS.join('\n'), channel: 'email' },
      token,
    );
    expect(created.status).toBe(200);
    const dialogs = watch(page);
    await signIn(page, 'admin', `/templates/${created.body?.data.id}/show`);
    await expect(page.getByText(name).first()).toBeVisible();
    await settled(page);
    expect(dialogs).toEqual([]);
    expect(await flag(page)).toBeUndefined();
  });

  test("a customer's names with payloads show as text on the site and in the console", async ({ page }) => {
    const customer = await ukCustomerIn('registered');
    const token = await staffToken('admin');
    const found = await api<{ items: { id: number }[] }>(
      'POST',
      '/api/customer/search',
      { q: customer.mobilePhone, page: 1, perPage: 1 },
      token,
    );
    const id = found.body?.data.items[0]?.id;
    expect(id).toBeGreaterThan(0);
    // A simple-rest PUT replaces the row: send the whole customer with the names changed.
    const current = await api<Record<string, unknown>>('GET', `/api/rest/customers/${id}`, undefined, token);
    const updated = await api(
      'PUT',
      `/api/rest/customers/${id}`,
      { ...current.body?.data, firstName: NAME_PAYLOAD, lastName: '<script>window.__xss=10</script>' },
      token,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const dialogs = watch(page);

    await loginAs(page, 'GB', customer.mobilePhone, customer.pin);
    await expect(page).toHaveURL(/\/loans-transactions$/);
    await page.goto(`${urls.siteGB}/account`);
    await expect(page.getByRole('banner')).toBeVisible();
    await settled(page);
    expect(dialogs).toEqual([]);
    expect(await flag(page)).toBeUndefined();

    await signIn(page, 'admin', `/customers/${id}/show`);
    await expect(page.getByText(NAME_PAYLOAD).first()).toBeVisible();
    await open(page, '/customers');
    await page.getByPlaceholder('Name, phone, e-mail, ID').fill(customer.mobilePhone);
    await expect(page.getByRole('row').filter({ hasText: customer.mobilePhone })).toHaveCount(1);
    await settled(page);
    expect(dialogs).toEqual([]);
    expect(await flag(page)).toBeUndefined();
  });
});
