import { describe, expect, it } from 'vitest';
import { siteUrlsFromEnv } from './site-urls.ts';

describe("siteUrlsFromEnv: where each market's customer site runs, from the environment", () => {
  it('names the markets given, trimmed', () => {
    expect(siteUrlsFromEnv({ SITE_URL_GB: ' http://127.0.0.1:5273 ', SITE_URL_ES: 'http://127.0.0.1:5275' })).toEqual({
      GB: 'http://127.0.0.1:5273',
      ES: 'http://127.0.0.1:5275',
    });
  });

  it('leaves out a market that is unset or blank (the console then uses its public address)', () => {
    expect(siteUrlsFromEnv({ SITE_URL_GB: 'http://127.0.0.1:5173', SITE_URL_ES: '  ' })).toEqual({ GB: 'http://127.0.0.1:5173' });
    expect(siteUrlsFromEnv({})).toEqual({});
  });
});
