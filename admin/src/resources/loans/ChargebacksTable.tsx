import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TableScroller } from '../../layout/TableScroller.tsx';
import { useRecordContext } from 'react-admin';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { Words } from '../../actions/calls/callSpec.ts';
import { useLang } from '../../actions/calls/words.ts';
import { useEnumLabel } from '../../fields/EnumField.tsx';
import { useFormatDate } from '../../fields/locale.ts';
import { useChargebacks } from './ChargebackInputs.tsx';

const WORDS = {
  title: { en: 'Chargebacks', es: 'Contracargos' },
  none: { en: 'No chargebacks on this loan.', es: 'Ningún contracargo en este préstamo.' },
  id: { en: 'Chargeback', es: 'Contracargo' },
  payment: { en: 'Payment', es: 'Pago' },
  amount: { en: 'Amount', es: 'Importe' },
  status: { en: 'Status', es: 'Estado' },
  opened: { en: 'Opened', es: 'Abierto' },
  resolved: { en: 'Resolved', es: 'Resuelto' },
} satisfies Record<string, Words>;

const COLUMNS = ['id', 'payment', 'amount', 'status', 'opened', 'resolved'] as const;

/** The loan's chargebacks as staff read them: which payment, how much, open / won / lost, who and when. */
export function ChargebacksTable() {
  const loan = useRecordContext<Loan>();
  const lang = useLang();
  const when = useFormatDate();
  const enumLabel = useEnumLabel();
  const { data } = useChargebacks(loan?.id);
  if (!loan || !data) return null;
  if (data.length === 0) return <Typography variant="body2">{WORDS.none[lang]}</Typography>;
  return (
    <TableScroller>
      <Table size="small" aria-label={WORDS.title[lang]}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{WORDS[c][lang]}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.id}</TableCell>
              <TableCell>{c.paymentId}</TableCell>
              <TableCell>{formatMoney(c.amount, loan.country)}</TableCell>
              <TableCell>{enumLabel('chargebackStatus', c.status)}</TableCell>
              <TableCell>{`${when(c.createdAt)} · ${c.createdBy}`}</TableCell>
              <TableCell>{c.resolvedAt ? `${when(c.resolvedAt)} · ${c.resolvedBy ?? ''}` : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
