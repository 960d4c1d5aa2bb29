import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';

const P = 'pronto.bank';

/** bankscraper.cardPriorityList: the rules (no customer) or a customer's cards in the order they are charged. */
export function CardPriorityTable({ customerId }: { customerId?: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['bankData', 'cardPriority', customerId ?? null],
    queryFn: () => dataProvider.cardPriorityList('bankAccounts', customerId ? { customerId } : {}),
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (data && data.length === 0) return <Typography>{translate('pronto.common.none')}</Typography>;
  const label = translate(customerId ? `${P}.customerCards` : `${P}.cardPriority`);
  return (
    <Table size="small" aria-label={label} sx={{ maxWidth: 720 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${P}.rank`)}</TableCell>
          {customerId ? <TableCell>{translate(`${P}.card`)}</TableCell> : null}
          {customerId ? <TableCell>{translate(`${P}.expiry`)}</TableCell> : null}
          {customerId ? <TableCell>{translate(`${P}.status`)}</TableCell> : null}
          <TableCell>{translate(`${P}.rule`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(data ?? []).map((row) => (
          <TableRow key={row.rank}>
            <TableCell>{row.rank}</TableCell>
            {customerId ? <TableCell>{`${row.brand ?? ''} ${row.maskedPan ?? ''}`}</TableCell> : null}
            {customerId ? <TableCell>{row.expiry}</TableCell> : null}
            {customerId ? <TableCell>{row.status}</TableCell> : null}
            <TableCell>{row.rule}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
