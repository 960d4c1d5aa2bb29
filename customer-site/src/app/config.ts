import { getCountry, type CountryCode, type CountryConfig } from '@pronto/countries';

/**
 * The one module that reads the build environment (STYLE.md: configuration in one place).
 * VITE_MARKET selects the market at build time: GB (default) or ES.
 */
/** A plain comparison, so the build folds it to a constant and drops the other market's texts. */
export const isSpain: boolean = import.meta.env.VITE_MARKET === 'ES';
export const market: CountryCode = isSpain ? 'ES' : 'GB';
export const country: CountryConfig = getCountry(market);

/** Support address shown in login messages and on the contact page. */
export const supportEmail = isSpain ? 'ayuda@pronto.es' : 'help@pronto.test';
export const supportPhone = isSpain ? '910 000 000' : '0330 000 0000';
export const officeAddress = isSpain ? 'Calle de Alcalá 21, 28014 Madrid' : '1 Finsbury Avenue, London EC2M 2PF';
/** Map link for the contact page (opened in a new tab; the page itself never loads map tiles). */
export const officeMapUrl = isSpain
  ? 'https://www.openstreetmap.org/?mlat=40.4180&mlon=-3.6990#map=17/40.4180/-3.6990'
  : 'https://www.openstreetmap.org/?mlat=51.5203&mlon=-0.0846#map=17/51.5203/-0.0846';

/** Automation (Playwright, WebDriver) gets no activity logging (customer-site.md §7). */
export const isAutomation = typeof navigator !== 'undefined' && navigator.webdriver === true;
