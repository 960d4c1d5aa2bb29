import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerSiteUrl, resetSiteUrls } from './siteUrl.ts';

const answering = (body: unknown, ok = true) => vi.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response));

afterEach(() => resetSiteUrls());

describe("customerSiteUrl: the site of the customer's market", () => {
  it('opens the configured site of each market', async () => {
    const fetchFn = answering({ GB: 'http://127.0.0.1:5273', ES: 'http://127.0.0.1:5275/' });
    expect(await customerSiteUrl('GB', fetchFn)).toBe('http://127.0.0.1:5273/');
    expect(await customerSiteUrl('ES', fetchFn)).toBe('http://127.0.0.1:5275/');
    // Read once for the session.
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("falls back to the market's public address when the market is not configured", async () => {
    expect(await customerSiteUrl('ES', answering({ GB: 'http://127.0.0.1:5173' }))).toBe('https://www.pronto.es/');
  });

  it('falls back when there is no configuration file or it cannot be read', async () => {
    expect(await customerSiteUrl('GB', answering({}, false))).toBe('https://www.pronto.co.uk/');
    resetSiteUrls();
    expect(
      await customerSiteUrl(
        'GB',
        vi.fn(() => Promise.reject(new Error('offline'))),
      ),
    ).toBe('https://www.pronto.co.uk/');
  });
});
