import { useTranslate } from 'react-admin';
import { formatMoney } from '@pronto/countries';
import { useEnumLabel } from '../../fields/EnumField.tsx';
import { useFormatDate } from '../../fields/locale.ts';

const MONEY = new Set(['amount', 'principal', 'interest', 'fee', 'lateInterest', 'paidAmount']);
const DATES = new Set(['date', 'expectedDate', 'paidDate']);

/**
 * How a loan table's cell reads (schedule, payments): money in the loan's currency, dates in the
 * console's language, statuses in words, yes / no for flags; "-" when there is no value.
 */
export function useLoanCell(country: string): (column: string, value: unknown) => string {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const when = useFormatDate();
  return (column, value) => {
    if (value === null || value === undefined || value === '') return '-';
    if (MONEY.has(column) && typeof value === 'number') return formatMoney(value, country);
    if (DATES.has(column) && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return when(value, true);
    if (column === 'status') return enumLabel('installmentStatus', value);
    if (column === 'method') return enumLabel('paymentMethod', value);
    if (typeof value === 'boolean') return translate(value ? 'pronto.common.yes' : 'pronto.common.no');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
}
