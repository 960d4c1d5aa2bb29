import { afterEach, describe, expect, it, vi } from 'vitest';

/** countries.ts as code built for one market sees it (the customer site's build swaps served.ts for literal constants). */
async function countriesServing(servesUk: boolean, servesSpain: boolean) {
  vi.resetModules();
  vi.doMock('./served.ts', () => ({ servesUk, servesSpain }));
  return import('./countries.ts');
}

afterEach(() => {
  vi.doUnmock('./served.ts');
  vi.resetModules();
});

describe('getCountry in code built for one market', () => {
  it("the UK build answers the UK's settings for every code, Spain's too", async () => {
    const { getCountry } = await countriesServing(true, false);
    for (const code of ['GB', 'UK', 'ES', 'es', 'FR', null])
      expect(getCountry(code)).toMatchObject({ code: 'GB', locale: 'en-GB', currency: { code: 'GBP' }, application: 'PRONTO_UK' });
  });

  it("the Spanish build answers Spain's settings for every code", async () => {
    const { getCountry } = await countriesServing(false, true);
    for (const code of ['ES', 'GB', 'UK', undefined])
      expect(getCountry(code)).toMatchObject({ code: 'ES', locale: 'es-ES', currency: { code: 'EUR' }, application: 'PRONTO_ES' });
  });

  it('code serving both markets answers each its own', async () => {
    const { getCountry } = await countriesServing(true, true);
    expect(getCountry('es').code).toBe('ES');
    expect(getCountry('UK').code).toBe('GB');
  });
});
