/**
 * The markets the code being built serves. Shared code serves both: the admin and the mock server need
 * both. The customer site, built for one market, swaps this module for its own (the `@pronto/countries/served`
 * alias in customer-site/vite.config.ts), so branches written as `servesSpain && market === 'ES'` fold to
 * a constant and the other market's rules and texts drop out of its bundle.
 */

/** True when this build serves the UK. */
export const servesUk: boolean = true;

/** True when this build serves Spain. */
export const servesSpain: boolean = true;
