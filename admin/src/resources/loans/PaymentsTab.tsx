import './messages.ts'; // the feature's texts, registered before this renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { TableScroller } from '../../layout/TableScroller.tsx';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { LoanTableHead } from './LoanTableHead.tsx';
import { useLoanCell } from './useLoanCell.ts';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';

const COLUMNS = ['id', 'date', 'amount', 'method', 'deleted'] as const;

/** Payments with delete / undelete, each confirmed with a reason (audit trail). */
export function PaymentsTab() {
  const loan = useRecordContext<Loan>();
  const translate = useTranslate();
  const cell = useLoanCell(loan?.country ?? 'GB');
  if (!loan) return null;
  return (
    <TableScroller>
      <Table size="small" aria-label={translate('resources.loans.fields.payments')}>
        <LoanTableHead columns={COLUMNS} />
        <TableBody>
          {loan.payments.map((p) => (
            <TableRow key={p.id}>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{cell(c, p[c])}</TableCell>
              ))}
              <TableCell>
                <ConfirmWithReason
                  label={p.deleted ? 'resources.loans.actions.undeletePayment' : 'resources.loans.actions.deletePayment'}
                  message={p.deleted ? 'pronto.audit.questions.undeletePayment' : 'pronto.audit.questions.deletePayment'}
                  messageArgs={{ paymentId: p.id, loanId: loan.id, amount: formatMoney(p.amount, loan.country) }}
                  success={p.deleted ? 'resources.loans.notifications.paymentUndeleted' : 'resources.loans.notifications.paymentDeleted'}
                  call={(dp, v) => {
                    const params = { loanId: loan.id, paymentId: p.id, reason: v.reason };
                    return p.deleted ? dp.undeletePayment('loans', params) : dp.deletePayment('loans', params);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
