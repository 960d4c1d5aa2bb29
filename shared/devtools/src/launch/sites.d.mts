/** The markets with a customer site of their own. */
export const MARKETS: readonly ['GB', 'ES'];
/** The ports of the two customer sites: the UK one on SITE_PORT (5173), the Spanish one on SITE_ES_PORT (5175). */
export function sitePorts(env?: Record<string, string | undefined>): { GB: string; ES: string };
/** The addresses `npm start` serves the two customer sites at. */
export function startSiteUrls(env?: Record<string, string | undefined>): { GB: string; ES: string };
