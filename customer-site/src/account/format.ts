import { formatDate, formatMoney } from '@pronto/countries';
import { market } from '../app/config.ts';

/** Money and dates of the market (@pronto/countries). */
export const money = (amount: number): string => formatMoney(amount, market);
export const date = (isoDate: string): string => formatDate(isoDate, market);
