import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Loan } from '@pronto/api';
import { LoanTableHead } from './LoanTableHead.tsx';
import { RpcButton } from '../shared/RpcButton.tsx';

const COLUMNS = ['id', 'date', 'amount', 'method', 'deleted'] as const;

/** Payments with delete / undelete. */
export function PaymentsTab() {
  const loan = useRecordContext<Loan>();
  const translate = useTranslate();
  if (!loan) return null;
  return (
    <Table size="small" aria-label={translate('resources.loans.fields.payments')}>
      <LoanTableHead columns={COLUMNS} />
      <TableBody>
        {loan.payments.map((p) => (
          <TableRow key={p.id}>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{c === 'deleted' ? translate(p.deleted ? 'pronto.common.yes' : 'pronto.common.no') : String(p[c])}</TableCell>
            ))}
            <TableCell>
              <RpcButton
                label={p.deleted ? 'resources.loans.actions.undeletePayment' : 'resources.loans.actions.deletePayment'}
                success={p.deleted ? 'resources.loans.notifications.paymentUndeleted' : 'resources.loans.notifications.paymentDeleted'}
                params={{ loanId: loan.id, paymentId: p.id }}
                call={(dp, params) => (p.deleted ? dp.undeletePayment('loans', params) : dp.deletePayment('loans', params))}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
