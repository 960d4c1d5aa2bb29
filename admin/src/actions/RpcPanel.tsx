import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import { formatMoney } from '@pronto/countries';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';
import { useEnumLabel } from '../fields/EnumField.tsx';
import { useFormatDate } from '../fields/locale.ts';
import { keyWords, kindOf } from './readableValue.ts';
import { rowForStaff } from '../fields/secretCodes.ts';

/** Writes one value of an answer as staff read it: money in the market's currency, dates, yes / no, code words in words. */
function useWriteValue(country: string) {
  const translate = useTranslate();
  const when = useFormatDate();
  const enumLabel = useEnumLabel();
  const label = (key: string) => translate(`resources.customers.fields.${key}`, { _: keyWords(key) });
  const write = (key: string, value: unknown): ReactNode => {
    switch (kindOf(key, value)) {
      case 'empty':
        return '-';
      case 'money':
        return formatMoney(value as number, country);
      case 'date':
        return when(value as string, /^\d{4}-\d{2}-\d{2}$/.test(value as string));
      case 'boolean':
        return translate(value ? 'pronto.common.yes' : 'pronto.common.no');
      case 'rows':
        return <Rows rows={value as Record<string, unknown>[]} label={label} write={write} />;
      case 'record':
        return <Fields record={value as Record<string, unknown>} label={label} write={write} />;
      default:
        if (key === 'employmentStatus') return enumLabel('employment', value);
        // A list of days (the dates a rollover may move to) reads as dates too, not as ISO text.
        return Array.isArray(value)
          ? value
              .map((v) => (kindOf(key, v) === 'date' ? when(v as string, /^\d{4}-\d{2}-\d{2}$/.test(v as string)) : String(v)))
              .join(', ')
          : String(value);
    }
  };
  return { label, write };
}

type Write = (key: string, value: unknown) => ReactNode;

/** A record as a two-column table: what, and its value. */
function Fields({ record, label, write }: { record: Record<string, unknown>; label: (key: string) => string; write: Write }) {
  return (
    <Table size="small">
      <TableBody>
        {Object.entries(record).map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ width: '30%' }}>
              {label(key)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{write(key, value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * How many rows of a listed answer are shown: a group's members or a search can run to thousands of
 * records, and a table of all of them froze the console for a minute; the rest is said in a line.
 */
export const SHOWN_ROWS = 50;

/** A list of records as a table with one column per field; an SMS's PIN or one-time code hidden. */
function Rows({ rows: answered, label, write }: { rows: Record<string, unknown>[]; label: (key: string) => string; write: Write }) {
  const translate = useTranslate();
  const rows = answered.slice(0, SHOWN_ROWS).map(rowForStaff);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <>
      {answered.length > rows.length && (
        <Typography variant="body2">{translate('pronto.common.firstRows', { shown: rows.length, total: answered.length })}</Typography>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            {keys.map((key) => (
              <TableCell key={key}>{label(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={typeof row.id === 'number' || typeof row.id === 'string' ? row.id : i}>
              {keys.map((key) => (
                <TableCell key={key} sx={{ overflowWrap: 'anywhere' }}>
                  {write(key, row[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** An answer as staff read it: a record as named fields, a list of records as a table, never JSON. */
export function Answer({ data, country = 'GB' }: { data: unknown; country?: string }) {
  const translate = useTranslate();
  const { label, write } = useWriteValue(country);
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0))
    return <Typography>{translate('pronto.common.none')}</Typography>;
  if (Array.isArray(data))
    return kindOf('', data) === 'rows' ? (
      <Rows rows={data as Record<string, unknown>[]} label={label} write={write} />
    ) : (
      <Typography>{data.map(String).join(', ')}</Typography>
    );
  if (typeof data === 'object') return <Fields record={data as Record<string, unknown>} label={label} write={write} />;
  return <Typography>{String(data)}</Typography>;
}

/**
 * Read-only answer of an RPC call written for people (credit limit, finance, risk, phone logs): fields
 * by name, money in the market's currency, dates in the console's language, lists as tables; never JSON
 *.
 */
export function RpcPanel({
  queryKey,
  load,
  title,
  country = 'GB',
}: {
  queryKey: unknown[];
  load: (dp: ProntoDataProvider) => Promise<unknown>;
  /** The panel's heading (a translation key); none when the panel sits under a heading of its own. */
  title?: string;
  /** The market whose currency the answer's money is in. */
  country?: string;
}) {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey, queryFn: () => load(dataProvider) });
  return (
    <section>
      {title !== undefined && (
        <Typography variant="subtitle1" component="h3">
          {translate(title)}
        </Typography>
      )}
      {isPending ? <Loading /> : error ? <Typography color="error">{error.message}</Typography> : <Answer data={data} country={country} />}
    </section>
  );
}
