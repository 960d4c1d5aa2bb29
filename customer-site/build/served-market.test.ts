import { describe, expect, it } from 'vitest';
import { servedMarket } from './served-market.ts';

type Hook = (...args: unknown[]) => unknown;

/** The plugin's hooks as the build calls them, for a build of `market`. */
function pluginFor(market: string | undefined) {
  const plugin = servedMarket();
  (plugin.configResolved as Hook)({ env: market === undefined ? {} : { VITE_MARKET: market } });
  const resolve = (id: string) => (plugin.resolveId as Hook)(id, undefined, {});
  const load = (id: string) => (plugin.load as Hook)(id) as string | undefined;
  return { resolve, load };
}

const provincesFile = '/repo/shared/countries/src/provinces.ts';
// As @pronto/countries imports it itself (a relative path, not the package specifier).
const servedFile = '/repo/shared/countries/src/served.ts';

describe('servedMarket', () => {
  it('gives the UK build literal constants that serve the UK only, and no provinces', () => {
    const { resolve, load } = pluginFor(undefined);
    const id = resolve('@pronto/countries/served') as string;
    expect(load(id)).toBe('export const servesUk = true;\nexport const servesSpain = false;\n');
    expect(load(servedFile)).toBe(load(id));
    expect(load(provincesFile)).toContain('export const provinces = [];');
  });

  it('gives the Spanish build constants that serve Spain only, and the real provinces', () => {
    const { resolve, load } = pluginFor('ES');
    expect(load(resolve('@pronto/countries/served') as string)).toBe('export const servesUk = false;\nexport const servesSpain = true;\n');
    expect(load(servedFile)).toBe('export const servesUk = false;\nexport const servesSpain = true;\n');
    expect(load(provincesFile)).toBeUndefined();
  });

  it('leaves other modules alone', () => {
    const { resolve, load } = pluginFor('GB');
    expect(resolve('@pronto/countries')).toBeUndefined();
    expect(load('/repo/shared/countries/src/countries.ts')).toBeUndefined();
  });
});
