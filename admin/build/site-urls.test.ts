import { describe, expect, it, vi } from 'vitest';
import { siteUrls, siteUrlsFromEnv } from './site-urls.ts';

describe("siteUrlsFromEnv: where each market's customer site runs", () => {
  it('names both markets from the environment, trimmed', () => {
    expect(siteUrlsFromEnv({ SITE_URL_GB: ' http://127.0.0.1:5273 ', SITE_URL_ES: 'http://127.0.0.1:5275' })).toEqual({
      GB: 'http://127.0.0.1:5273',
      ES: 'http://127.0.0.1:5275',
    });
  });

  it('always names both: an unset or blank market gets the address npm start serves it at', () => {
    expect(siteUrlsFromEnv({})).toEqual({ GB: 'http://127.0.0.1:5173', ES: 'http://127.0.0.1:5175' });
    expect(siteUrlsFromEnv({ SITE_URL_GB: 'https://www.pronto.co.uk', SITE_URL_ES: '  ' })).toEqual({
      GB: 'https://www.pronto.co.uk',
      ES: 'http://127.0.0.1:5175',
    });
    // npm start on other ports (SITE_PORT, SITE_ES_PORT) serves the sites there.
    expect(siteUrlsFromEnv({ SITE_PORT: '6173', SITE_ES_PORT: '6175' })).toEqual({
      GB: 'http://127.0.0.1:6173',
      ES: 'http://127.0.0.1:6175',
    });
  });
});

describe('the build', () => {
  it('writes site-urls.json with both markets', () => {
    const emitFile = vi.fn();
    const plugin = siteUrls();
    const generate = plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void;
    for (const name of ['SITE_URL_GB', 'SITE_PORT', 'SITE_ES_PORT']) vi.stubEnv(name, '');
    vi.stubEnv('SITE_URL_ES', 'https://www.pronto.es');
    try {
      generate.call({ emitFile });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(emitFile).toHaveBeenCalledOnce();
    const [asset] = emitFile.mock.calls[0] as [{ fileName: string; source: string }];
    expect(asset.fileName).toBe('site-urls.json');
    expect(JSON.parse(asset.source)).toEqual({ GB: 'http://127.0.0.1:5173', ES: 'https://www.pronto.es' });
  });
});
