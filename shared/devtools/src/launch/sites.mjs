// Where `npm start` serves the customer site of each market. Plain Node, no dependencies: it runs before
// install, and the admin's build reads the same defaults (admin/build/site-urls.ts: "Open as customer").

/** The markets with a customer site of their own. */
export const MARKETS = /** @type {const} */ (['GB', 'ES']);

/**
 * The ports of the two customer sites: the UK one on SITE_PORT (5173), the Spanish one on SITE_ES_PORT (5175).
 * @param {Record<string, string | undefined>} env
 * @returns {{ GB: string, ES: string }}
 */
export function sitePorts(env = process.env) {
  return { GB: env.SITE_PORT || '5173', ES: env.SITE_ES_PORT || '5175' };
}

/**
 * The addresses `npm start` serves the two customer sites at.
 * @param {Record<string, string | undefined>} env
 * @returns {{ GB: string, ES: string }}
 */
export function startSiteUrls(env = process.env) {
  const ports = sitePorts(env);
  return { GB: `http://127.0.0.1:${ports.GB}`, ES: `http://127.0.0.1:${ports.ES}` };
}
