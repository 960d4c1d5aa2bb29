import './messages.ts'; // the feature's texts, registered before this renders
import { DateInput, NumberInput, TopToolbar, required, useRecordContext } from 'react-admin';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { MANUAL_PAYMENT_APPROVAL_LIMIT } from '@pronto/domain';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { isProposal } from '../../actions/proposal.ts';
import { recordActionsSx } from '../../actions/recordActionsSx.ts';
import { mayOperateNow } from '../../providers/operations.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Manual payment, issue / cancel and desist for one loan: each confirmed with a reason (audit trail). */
export function LoanActions() {
  const loan = useRecordContext<Loan>();
  if (!loan) return <TopToolbar />;
  const loanId = loan.id;
  const running = loan.status === 'issued' || loan.status === 'overdue';
  return (
    <TopToolbar sx={recordActionsSx}>
      <ConfirmWithReason<{ amount: number; date: string }>
        label="resources.loans.actions.payManual"
        message="pronto.audit.questions.payManual"
        messageArgs={{ loanId, limit: formatMoney(MANUAL_PAYMENT_APPROVAL_LIMIT, loan.country) }}
        // Above the limit the answer is a proposal waiting for an admin (four-eyes), not the payment.
        success={(result) => (isProposal(result) ? 'pronto.audit.approvals.proposed' : 'resources.loans.notifications.paid')}
        defaultValues={{ date: today() }}
        disabled={!running || !mayOperateNow('loan.payloanmanual')}
        call={(dp, v) => dp.payManual('loans', { loanId, amount: Number(v.amount), date: v.date, reason: v.reason })}
      >
        <NumberInput source="amount" label="pronto.common.amount" validate={required()} min={0.01} step={0.01} />
        <DateInput source="date" label="pronto.common.date" validate={required()} />
      </ConfirmWithReason>
      <ConfirmWithReason
        label="resources.loans.actions.setIssued"
        message="pronto.audit.questions.setIssued"
        messageArgs={{ loanId }}
        success="resources.loans.notifications.issued"
        disabled={loan.status !== 'approved' && loan.status !== 'requested'}
        call={(dp, v) => dp.setLoanIssued('loans', { loanId, reason: v.reason })}
      />
      <ConfirmWithReason
        label="resources.loans.actions.setCancelled"
        message="pronto.audit.questions.setCancelled"
        messageArgs={{ loanId }}
        success="resources.loans.notifications.cancelled"
        disabled={loan.status === 'cancelled' || loan.status === 'closed' || loan.status === 'repaid'}
        call={(dp, v) => dp.setLoanCancelled('loans', { loanId, reason: v.reason })}
      />
      <ConfirmWithReason
        label="resources.loans.actions.desist"
        message="pronto.audit.questions.desist"
        messageArgs={{ loanId }}
        success="pronto.audit.approvals.proposed"
        disabled={!running}
        call={(dp, v) => dp.desist('loans', { loanId, reason: v.reason })}
      />
    </TopToolbar>
  );
}
