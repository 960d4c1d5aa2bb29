import { api, expect, test, urls } from '../fixtures/index.ts';

test('the mock server answers the catalogue in the envelope', async () => {
  const { status, body } = await api<unknown[]>('GET', '/api/catalogue');
  expect(status).toBe(200);
  expect(body?.errors).toEqual([]);
  expect(Array.isArray(body?.data) && body.data.length).toBeGreaterThan(0);
});

const apps = [
  ['customer site GB', urls.siteGB],
  ['customer site ES', urls.siteES],
  ['admin', urls.admin],
] as const;

for (const [name, url] of apps) {
  test(`the ${name} serves its index page and every script and style it needs`, async ({ page }) => {
    const broken: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (response.url().startsWith(url) && ['script', 'stylesheet', 'document'].includes(type) && response.status() >= 400) {
        broken.push(`${response.status()} ${response.url()}`);
      }
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Pronto/);
    await expect(page.locator('script[type="module"][src^="/assets/"]')).toHaveCount(1);
    expect(broken).toEqual([]);
  });
}
