/**
 * The site's stand-in for `@pronto/countries/served` (alias in vite.config.ts): a build serves one market,
 * so the shared rules' branches for the other market fold to constants and drop out of the bundle.
 */

/** True in the UK build. */
export const servesUk: boolean = import.meta.env.VITE_MARKET !== 'ES';

/** True in the Spanish build. */
export const servesSpain: boolean = import.meta.env.VITE_MARKET === 'ES';
