import './messages.ts'; // the feature's texts, registered before this renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { TableScroller } from '../../layout/TableScroller.tsx';
import { DateInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { Installment, Loan } from '@pronto/api';
import { LoanTableHead } from './LoanTableHead.tsx';
import { useLoanCell } from './useLoanCell.ts';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { InfoDialogButton } from '../../actions/InfoDialogButton.tsx';
import { RpcPanel } from '../../actions/RpcPanel.tsx';

const COLUMNS = ['number', 'expectedDate', 'principal', 'interest', 'fee', 'lateInterest', 'paidAmount', 'paidDate', 'status'] as const;

function InstallmentRow({ loanId, country, installment }: { loanId: number; country: string; installment: Installment }) {
  const cell = useLoanCell(country);
  return (
    <TableRow>
      {COLUMNS.map((c) => (
        <TableCell key={c}>{cell(c, installment[c])}</TableCell>
      ))}
      <TableCell>
        <RpcDialogButton<{ expectedDate: string }>
          label="resources.loans.actions.changeExpectedDate"
          success="resources.loans.notifications.dateChanged"
          defaultValues={{ expectedDate: installment.expectedDate }}
          disabled={installment.status === 'paid'}
          call={(dp, v) => dp.changeExpectedDate('loans', { loanId, installmentId: installment.id, expectedDate: v.expectedDate })}
        >
          <DateInput source="expectedDate" label="resources.loans.actions.newDate" validate={required()} />
        </RpcDialogButton>
        <InfoDialogButton label="resources.loans.actions.installmentHistory">
          <RpcPanel
            title="resources.loans.fields.statusHistory"
            country={country}
            queryKey={['installmentHistory', installment.id]}
            load={(dp) => dp.installmentStatusHistory('loans', { installmentId: installment.id })}
          />
        </InfoDialogButton>
      </TableCell>
    </TableRow>
  );
}

/** The repayment schedule with each instalment's status and its history. */
export function ScheduleTab() {
  const loan = useRecordContext<Loan>();
  const translate = useTranslate();
  if (!loan) return null;
  return (
    <TableScroller>
      <Table size="small" aria-label={translate('resources.loans.fields.installments')}>
        <LoanTableHead columns={COLUMNS} />
        <TableBody>
          {loan.installments.map((i) => (
            <InstallmentRow key={i.id} loanId={loan.id} country={loan.country} installment={i} />
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
