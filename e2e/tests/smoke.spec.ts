import { api, expect, test, urls } from '../fixtures/index.ts';

test('the mock server answers the catalogue in the envelope', async () => {
  const { status, body } = await api<unknown[]>('GET', '/api/catalogue');
  expect(status).toBe(200);
  expect(body?.errors).toEqual([]);
  expect(Array.isArray(body?.data) && body.data.length).toBeGreaterThan(0);
});

for (const [name, url] of [['customer site GB', urls.siteGB], ['customer site ES', urls.siteES], ['admin', urls.admin]] as const) {
  test(`the ${name} serves its index page`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  });
}
