import type { Plugin } from 'vite';

/** The file the console reads to learn where each market's customer site runs ("Open as customer"). */
export const SITE_URLS_PATH = '/site-urls.json';

/** The markets' site addresses given in the environment (SITE_URL_GB, SITE_URL_ES); unset ones are left out. */
export function siteUrlsFromEnv(env: Record<string, string | undefined> = process.env): Partial<Record<'GB' | 'ES', string>> {
  const urls: Partial<Record<'GB' | 'ES', string>> = {};
  for (const market of ['GB', 'ES'] as const) {
    const url = env[`SITE_URL_${market}`]?.trim();
    if (url) urls[market] = url;
  }
  return urls;
}

/**
 * Serves `site-urls.json` from the dev and preview servers: `npm start` and the e2e run point the console
 * at the customer sites they started. A production host serves its own file, or none: the console then
 * uses each market's public address (@pronto/countries).
 */
export function siteUrls(): Plugin {
  // Returns nothing: a function returned from configureServer would be run as a late middleware hook.
  const serve = (server: {
    middlewares: { use: (path: string, fn: (req: unknown, res: ServerResponseLike) => void) => unknown };
  }): void => {
    server.middlewares.use(SITE_URLS_PATH, (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(siteUrlsFromEnv()));
    });
  };
  return { name: 'pronto-site-urls', configureServer: serve, configurePreviewServer: serve };
}

interface ServerResponseLike {
  setHeader: (name: string, value: string) => void;
  end: (body: string) => void;
}
