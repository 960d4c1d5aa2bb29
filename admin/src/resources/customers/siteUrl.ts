import { getCountry } from '@pronto/countries';

type SiteUrls = Partial<Record<string, string>>;
let configured: Promise<SiteUrls> | undefined;

/** The console's site-urls.json (admin/build/site-urls.ts), read once; none, or a broken one, is no configuration. */
function configuredUrls(fetchFn: typeof fetch = fetch): Promise<SiteUrls> {
  configured ??= fetchFn('./site-urls.json', { headers: { Accept: 'application/json' } })
    .then((res): Promise<unknown> => (res.ok ? res.json() : Promise.resolve(null)))
    .then((body) => (typeof body === 'object' && body !== null ? (body as SiteUrls) : {}))
    .catch(() => ({}));
  return configured;
}

/**
 * Where the customer site of a market runs: the configured address (npm start and the e2e run name the
 * sites they started), else the market's public address. A UK customer opens the UK site, a Spanish one
 * the Spanish site.
 */
export async function customerSiteUrl(country: string, fetchFn?: typeof fetch): Promise<string> {
  const url = (await configuredUrls(fetchFn))[country] ?? getCountry(country).siteUrl;
  return url.endsWith('/') ? url : `${url}/`;
}

/** Forgets the configuration read (tests). */
export function resetSiteUrls(): void {
  configured = undefined;
}
