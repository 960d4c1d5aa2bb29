import type { Plugin } from 'vite';

const SPECIFIER = '@pronto/countries/served';
/**
 * The same module as @pronto/countries imports it itself (a relative path the alias does not see): its
 * getCountry then keeps only the build's market, so the UK shell carries no Spanish settings.
 */
const SERVED = /\/shared\/countries\/src\/served\.ts$/;
const VIRTUAL = '\0pronto-served-market';

/**
 * The Spanish provinces (@pronto/countries) as the UK build sees them: none. The Spanish rules that read
 * them are dead code there, but the bundler decides which modules to keep before the minifier drops dead
 * branches, and the account's extension page names the table too, so only this keeps it out.
 */
const PROVINCES = /\/shared\/countries\/src\/provinces\.ts$/;
const NO_PROVINCES = [
  'export const provinces = [];',
  'export const provinceForPostcode = () => undefined;',
  'export const findProvince = () => undefined;',
  '',
].join('\n');

/** The served-markets module of a build for one market: literal constants. */
export function servedMarketModule(market: string | undefined): string {
  const spain = market === 'ES';
  return `export const servesUk = ${!spain};\nexport const servesSpain = ${spain};\n`;
}

/**
 * Builds only: `@pronto/countries/served` (and @pronto/countries' own import of it) becomes literal
 * constants of the build's market (VITE_MARKET), and the UK build gets no Spanish provinces.
 * Rolldown inlines literal constants into every chunk's conditions, so the shared rules' and the pages'
 * branches for the other market become dead code and are dropped; an expression such as
 * `import.meta.env.VITE_MARKET === 'ES'` would only fold inside the chunk that holds it. Tests and the dev
 * server keep src/app/served-markets.ts (the alias), which reads the same variable at run time; there
 * @pronto/countries' getCountry keeps both markets and answers each code its own.
 */
export function servedMarket(): Plugin {
  let market: string | undefined;
  return {
    name: 'pronto-served-market',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      market = typeof config.env.VITE_MARKET === 'string' ? config.env.VITE_MARKET : undefined;
    },
    resolveId: (id) => (id === SPECIFIER ? VIRTUAL : undefined),
    load(id) {
      if (id === VIRTUAL || SERVED.test(id)) return servedMarketModule(market);
      if (market !== 'ES' && PROVINCES.test(id)) return NO_PROVINCES;
      return undefined;
    },
  };
}
