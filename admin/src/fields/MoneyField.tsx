import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext, type FieldProps } from 'react-admin';
import { formatMoney } from '@pronto/countries';

interface MoneyFieldProps extends FieldProps {
  source: string;
  /** The record's field holding its market (GB or ES); `country` instead gives it outright. */
  countrySource?: string;
  country?: string;
}

/** An amount in the currency of the record's market (£36.30, 36,30 €): staff never see a bare 36.3. */
export function MoneyField({ source, countrySource = 'country', country, emptyText = '-' }: MoneyFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const value: unknown = useFieldValue({ source });
  const market = country ?? record?.[countrySource];
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return (
    <Typography component="span" variant="body2">
      {Number.isFinite(amount) ? formatMoney(amount, typeof market === 'string' ? market : 'GB') : emptyText}
    </Typography>
  );
}
