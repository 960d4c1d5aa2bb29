import type { CountryCode } from '@pronto/countries';

/**
 * Where each market's customer site answers, for links the mock sends (the payment link in the transfer
 * SMS): SITE_URL_GB / SITE_URL_ES, as `npm start` and the e2e run set them for the admin's "Open as
 * customer" too; unset, the site `npm start` serves (127.0.0.1 on SITE_PORT, 5173 by default).
 */
export function siteUrl(country: CountryCode, env: NodeJS.ProcessEnv = process.env): string {
  const given = env[`SITE_URL_${country}`]?.trim();
  return (given || `http://127.0.0.1:${env.SITE_PORT || 5173}`).replace(/\/+$/, '');
}
