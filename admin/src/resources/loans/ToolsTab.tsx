import { Stack } from '@mui/material';
import { DateInput, NumberInput, TextInput, required, useRecordContext } from 'react-admin';
import type { Loan } from '@pronto/api';
import { RpcDialogButton } from '../shared/RpcDialogButton.tsx';
import { RpcPanel } from '../shared/RpcPanel.tsx';
import { RpcButton } from '../shared/RpcButton.tsx';

/** Rollover (calculate, apply) and restructure (validate, apply). */
export function ToolsTab() {
  const loan = useRecordContext<Loan>();
  if (!loan) return null;
  const loanId = loan.id;
  return (
    <Stack spacing={2}>
      <RpcPanel title="resources.loans.actions.rolloverCalculate" queryKey={['rollover', loanId]} load={(dp) => dp.rolloverCalculate('loans', { loanId })} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <RpcButton label="resources.loans.actions.rollover" success="resources.loans.notifications.rolledOver" params={{ loanId }} call={(dp, p) => dp.rollover('loans', p)} />
        <RpcDialogButton<{ installmentCount: number }>
          label="resources.loans.actions.restructure"
          success="resources.loans.notifications.restructured"
          defaultValues={{ installmentCount: 3 }}
          call={async (dp, v) => {
            await dp.validateRestructure('loans', { loanId, installmentCount: Number(v.installmentCount) });
            return dp.restructure('loans', { loanId, installmentCount: Number(v.installmentCount) });
          }}
        >
          <NumberInput source="installmentCount" label="resources.loans.actions.months" validate={required()} min={1} max={12} />
        </RpcDialogButton>
      </Stack>
    </Stack>
  );
}

/** Discounts, payment arrangements and impediments. */
export function OtherTab() {
  const loan = useRecordContext<Loan>();
  if (!loan) return null;
  const loanId = loan.id;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <RpcDialogButton<{ amount: number; reason: string }>
        label="resources.loans.actions.discount"
        success="resources.loans.notifications.discountAdded"
        call={(dp, v) => dp.addDiscount('loans', { loanId, amount: Number(v.amount), reason: v.reason })}
      >
        <NumberInput source="amount" label="pronto.common.amount" validate={required()} />
        <TextInput source="reason" label="pronto.common.reason" validate={required()} />
      </RpcDialogButton>
      <RpcDialogButton<{ amount: number; date: string }>
        label="resources.loans.actions.arrangement"
        success="resources.loans.notifications.arrangementAdded"
        call={(dp, v) => dp.saveArrangement('loans', { loanId, amount: Number(v.amount), date: v.date })}
      >
        <NumberInput source="amount" label="pronto.common.amount" validate={required()} />
        <DateInput source="date" label="pronto.common.date" validate={required()} />
      </RpcDialogButton>
      <RpcDialogButton<{ reason: string }>
        label="resources.loans.actions.impediment"
        success="resources.loans.notifications.impedimentAdded"
        call={(dp, v) => dp.addImpediment('loans', { loanId, reason: v.reason })}
      >
        <TextInput source="reason" label="pronto.common.reason" validate={required()} />
      </RpcDialogButton>
    </Stack>
  );
}
