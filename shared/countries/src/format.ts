import { getCountry } from './countries.ts';
import type { CountryCode } from './types.ts';

/** Digits with a thousands separator every three places. */
function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount in the market's currency: GB `£1,000.00`, ES `1.500,00 €` (decimals default to 2).
 * The space before a trailing symbol is a no-break space (U+00A0, as Intl writes it): "€" never wraps
 * onto a line of its own.
 */
export function formatMoney(amount: number, code: CountryCode | string, decimals?: number): string {
  const { currency } = getCountry(code);
  const rounded = Number(Math.abs(amount).toFixed(decimals ?? currency.decimals));
  const negative = amount < 0 && rounded !== 0;
  const [whole = '0', fraction] = rounded.toFixed(decimals ?? currency.decimals).split('.');
  const number = group(whole, currency.thousandsSeparator) + (fraction ? currency.decimalSeparator + fraction : '');
  const text = currency.symbolPosition === 'left' ? `${currency.symbol}${number}` : `${number}\u00a0${currency.symbol}`;
  return negative ? `-${text}` : text;
}

/** Formats an ISO date (`YYYY-MM-DD`) or date-time as DD/MM/YYYY in the market's time zone; '' if invalid. */
export function formatDate(isoDate: string, code: CountryCode | string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (plain) {
    // An impossible calendar date (2026-02-30) prints nothing rather than a date that does not exist.
    const [y, mo, d] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
    const real = new Date(Date.UTC(y, mo - 1, d));
    if (real.getUTCFullYear() !== y || real.getUTCMonth() !== mo - 1 || real.getUTCDate() !== d) return '';
    return `${plain[3]}/${plain[2]}/${plain[1]}`;
  }
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: getCountry(code).timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
