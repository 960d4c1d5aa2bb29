import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';

function rows(value: unknown): [string, string][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [['', String(value)]];
  if (Array.isArray(value)) return value.map((v, i) => [String(i + 1), typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  return Object.entries(value).map(([k, v]) => [k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)]);
}

/** Read-only answer of an RPC call shown as a key / value table (credit, finance, risk, phone logs). */
export function RpcPanel({
  queryKey,
  load,
  title,
}: {
  queryKey: unknown[];
  load: (dp: ProntoDataProvider) => Promise<unknown>;
  title: string;
}) {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey, queryFn: () => load(dataProvider) });
  return (
    <section>
      <Typography variant="subtitle1" component="h3">
        {translate(title)}
      </Typography>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{error.message}</Typography>
      ) : rows(data).length === 0 ? (
        <Typography>{translate('pronto.common.none')}</Typography>
      ) : (
        <Table size="small">
          <TableBody>
            {rows(data).map(([k, v]) => (
              <TableRow key={k}>
                <TableCell component="th">{k}</TableCell>
                <TableCell>{v}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
