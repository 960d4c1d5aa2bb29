import { DateInput, NumberInput, TopToolbar, required, useRecordContext } from 'react-admin';
import type { Loan } from '@pronto/api';
import { RpcButton } from '../shared/RpcButton.tsx';
import { RpcDialogButton } from '../shared/RpcDialogButton.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/** Manual payment, issue / cancel and desist for one loan. */
export function LoanActions() {
  const loan = useRecordContext<Loan>();
  if (!loan) return <TopToolbar />;
  const loanId = loan.id;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', flex: '1 1 100%', minWidth: 0 }}>
      <RpcDialogButton<{ amount: number; date: string }>
        label="resources.loans.actions.payManual"
        success="resources.loans.notifications.paid"
        defaultValues={{ date: today() }}
        call={(dp, v) => dp.payManual('loans', { loanId, amount: Number(v.amount), date: v.date })}
      >
        <NumberInput source="amount" label="pronto.common.amount" validate={required()} min={0.01} step={0.01} />
        <DateInput source="date" label="pronto.common.date" validate={required()} />
      </RpcDialogButton>
      <RpcButton
        label="resources.loans.actions.setIssued"
        success="resources.loans.notifications.issued"
        params={{ loanId }}
        disabled={loan.status !== 'approved' && loan.status !== 'requested'}
        call={(dp, p) => dp.setLoanIssued('loans', p)}
      />
      <RpcButton
        label="resources.loans.actions.setCancelled"
        success="resources.loans.notifications.cancelled"
        params={{ loanId }}
        disabled={loan.status === 'cancelled' || loan.status === 'closed' || loan.status === 'repaid'}
        call={(dp, p) => dp.setLoanCancelled('loans', p)}
      />
      <RpcButton label="resources.loans.actions.desist" success="resources.loans.notifications.desisted" params={{ loanId }} call={(dp, p) => dp.desist('loans', p)} />
    </TopToolbar>
  );
}
