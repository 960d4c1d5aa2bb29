import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Button, DateInput, NumberInput, TextInput, required, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import CalculateIcon from '@mui/icons-material/Calculate';
import type { Loan } from '@pronto/api';
import { restructureFit } from '@pronto/domain';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import type { RestructurePlan } from '../../providers/loan.ts';
import { ConfirmWithReason } from '../shared/ConfirmWithReason.tsx';
import { RpcDialogButton } from '../shared/RpcDialogButton.tsx';
import { rolloverPreview } from './rollover.ts';

function RolloverCalculator({ loan }: { loan: Loan }) {
  const translate = useTranslate();
  const [days, setDays] = useState(30);
  const preview = rolloverPreview(loan.installments, days);
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const cost = useQuery({
    queryKey: ['loans', 'rolloverCalculate', loan.id, days],
    queryFn: () => dataProvider.rolloverCalculate('loans', { loanId: loan.id, days }),
    enabled: Boolean(preview?.allowed),
    retry: false,
  });
  return (
    <Stack spacing={1} component="section" aria-label={translate('resources.loans.actions.rolloverCalculate')}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.loans.actions.rolloverCalculate')}
      </Typography>
      <TextField
        type="number"
        size="small"
        label={translate('resources.loans.actions.days')}
        value={days}
        onChange={(e) => setDays(Math.max(1, Math.min(30, Number(e.target.value) || 1)))}
        slotProps={{ htmlInput: { min: 1, max: 30 } }}
        sx={{ maxWidth: 160 }}
      />
      {preview && (
        <Typography data-testid="rollover-preview">
          {translate('resources.loans.actions.installment')} {preview.number}: {preview.from} → {preview.to}
        </Typography>
      )}
      {cost.data && (
        <Typography data-testid="rollover-cost">
          {translate('resources.loans.actions.rolloverCost', { payNow: cost.data.payNow, extraInterest: cost.data.extraInterest, amount: cost.data.newInstallmentAmount })}
        </Typography>
      )}
      {cost.error && <Typography color="text.secondary">{cost.error.message}</Typography>}
      <div>
        <ConfirmWithReason
          label="resources.loans.actions.rollover"
          message="pronto.audit.questions.rollover"
          messageArgs={{ loanId: loan.id, days }}
          success="resources.loans.notifications.rolledOver"
          disabled={!preview?.allowed}
          call={(dp, v) => dp.rollover('loans', { loanId: loan.id, days, reason: v.reason })}
        />
      </div>
    </Stack>
  );
}

function RestructureCalculator({ loan }: { loan: Loan }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const notify = useNotify();
  // Only the instalment counts within the CONC 5A price caps are offered; the mock refuses the rest too.
  const fits = restructureFit(loan, new Date().toISOString().slice(0, 10));
  const [chosen, setCount] = useState(3);
  const count = Math.max(1, Math.min(chosen, fits));
  const [plan, setPlan] = useState<RestructurePlan | null>(null);
  const calculate = async () => {
    try {
      setPlan(await dataProvider.validateRestructure('loans', { loanId: loan.id, installmentCount: count }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={1} component="section" aria-label={translate('resources.loans.actions.restructure')}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.loans.actions.restructure')}
      </Typography>
      <Typography data-testid="restructure-fit" color={fits === 0 ? 'error' : 'text.secondary'}>
        {translate(fits === 0 ? 'resources.loans.actions.restructureNone' : 'resources.loans.actions.restructureFit', { smart_count: fits })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('resources.loans.actions.months')}
          value={fits === 0 ? '' : count}
          disabled={fits === 0}
          onChange={(e) => {
            setCount(Number(e.target.value));
            setPlan(null);
          }}
          sx={{ minWidth: 160 }}
        >
          {Array.from({ length: fits }, (_, i) => (
            <MenuItem key={i + 1} value={i + 1}>
              {i + 1}
            </MenuItem>
          ))}
        </TextField>
        <Button label="resources.loans.actions.calculate" onClick={calculate} disabled={fits === 0}>
          <CalculateIcon />
        </Button>
        <ConfirmWithReason
          label="resources.loans.actions.restructure"
          message="pronto.audit.questions.restructure"
          messageArgs={{ loanId: loan.id, count }}
          success="resources.loans.notifications.restructured"
          disabled={!plan}
          call={(dp, v) => dp.restructure('loans', { loanId: loan.id, installmentCount: count, reason: v.reason })}
        />
      </Stack>
      {plan && (
        <Table size="small" aria-label={translate('resources.loans.actions.restructure')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.loans.fields.expectedDate')}</TableCell>
              <TableCell>{translate('resources.loans.fields.principal')}</TableCell>
              <TableCell>{translate('resources.loans.fields.interest')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.installments.map((i) => (
              <TableRow key={i.expectedDate}>
                <TableCell>{i.expectedDate}</TableCell>
                <TableCell>{i.initialBase}</TableCell>
                <TableCell>{i.initialCalculatedInterest}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** Rollover and restructure: calculate first, then apply. */
export function ToolsTab() {
  const loan = useRecordContext<Loan>();
  if (!loan) return null;
  return (
    <Stack spacing={3}>
      <RolloverCalculator loan={loan} />
      <RestructureCalculator loan={loan} />
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
      <ConfirmWithReason<{ amount: number }>
        label="resources.loans.actions.discount"
        message="pronto.audit.questions.discount"
        messageArgs={{ loanId }}
        success="resources.loans.notifications.discountAdded"
        call={(dp, v) => dp.addDiscount('loans', { loanId, amount: Number(v.amount), reason: v.reason })}
      >
        <NumberInput source="amount" label="pronto.common.amount" validate={required()} />
      </ConfirmWithReason>
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
