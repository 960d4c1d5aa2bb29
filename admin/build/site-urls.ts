import type { Plugin } from 'vite';
import { MARKETS, startSiteUrls } from '@pronto/devtools/sites';

/** The file the console reads to learn where each market's customer site runs ("Open as customer"). */
export const SITE_URLS_PATH = '/site-urls.json';

type Market = (typeof MARKETS)[number];

/**
 * Both markets' site addresses: SITE_URL_GB / SITE_URL_ES from the environment, else where `npm start`
 * serves that market's site (http://127.0.0.1:5173 for the UK, :5175 for Spain; shared/devtools/src/launch/sites.mjs).
 */
export function siteUrlsFromEnv(env: Record<string, string | undefined> = process.env): Record<Market, string> {
  const defaults = startSiteUrls(env);
  return Object.fromEntries(MARKETS.map((market) => [market, env[`SITE_URL_${market}`]?.trim() || defaults[market]])) as Record<
    Market,
    string
  >;
}

/**
 * `site-urls.json` for the console: served by the dev and preview servers from their environment (`npm start`
 * and the e2e run name the sites they started), and written into the build from the environment at build
 * time, so a built console served elsewhere knows both markets too.
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
  return {
    name: 'pronto-site-urls',
    configureServer: serve,
    configurePreviewServer: serve,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SITE_URLS_PATH.slice(1), source: `${JSON.stringify(siteUrlsFromEnv())}\n` });
    },
  };
}

interface ServerResponseLike {
  setHeader: (name: string, value: string) => void;
  end: (body: string) => void;
}
