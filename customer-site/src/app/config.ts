import { getCountry, type CountryCode, type CountryConfig } from '@pronto/countries';
import { servesSpain } from '@pronto/countries/served';

/**
 * The site's configuration in one place (STYLE.md). VITE_MARKET selects the market at build time: GB
 * (default) or ES; it is read by `@pronto/countries/served` (src/app/served-markets.ts in tests and the dev
 * server, literal constants in builds: build/served-market.ts).
 */
/** True in the Spanish build; re-exported, not copied, so every chunk sees the build's constant and drops the other market's texts. */
export { servesSpain as isSpain };
export const market: CountryCode = servesSpain ? 'ES' : 'GB';
export const country: CountryConfig = getCountry(market);

/** Support address shown in login messages and on the contact page. */
export const supportEmail = servesSpain ? 'ayuda@pronto.es' : 'help@pronto.test';
export const supportPhone = servesSpain ? '910 000 000' : '0330 000 0000';
export const officeAddress = servesSpain ? 'Calle de Alcalá 21, 28014 Madrid' : '1 Finsbury Avenue, London EC2M 2PF';
/** Map link for the contact page (opened in a new tab; the page itself never loads map tiles). */
export const officeMapUrl = servesSpain
  ? 'https://www.openstreetmap.org/?mlat=40.4180&mlon=-3.6990#map=17/40.4180/-3.6990'
  : 'https://www.openstreetmap.org/?mlat=51.5203&mlon=-0.0846#map=17/51.5203/-0.0846';

/** Automation (Playwright, WebDriver) gets no activity logging (customer-site.md §7). */
export const isAutomation = typeof navigator !== 'undefined' && navigator.webdriver === true;
