import './messages.ts'; // the feature's texts, registered before this renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import {
  Button,
  DateInput,
  NumberInput,
  TextInput,
  required,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import CalculateIcon from '@mui/icons-material/Calculate';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import {
  CapError,
  MAX_RESTRUCTURE_INSTALLMENTS,
  MAX_ROLLOVER_DAYS,
  restructureFit,
  restructureSchedule,
  rolloverFit,
  rolloverSchedule,
  WRITE_OFF_APPROVAL_LIMIT,
} from '@pronto/domain';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import type { RestructurePlan } from '../../providers/loan.ts';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { isProposal } from '../../actions/proposal.ts';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { rolloverPreview } from './rollover.ts';
import { useFormatDate } from '../../fields/locale.ts';
import { mayOperateNow } from '../../providers/operations.ts';

type Translate = ReturnType<typeof useTranslate>;

/** The CapError `run` throws, or null when the plan passes: the cap engine decides, the screen only words it. */
function refusalOf(run: () => unknown): CapError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof CapError) return error;
    throw error;
  }
}

/** Why a plan was refused, in the console's language, from the cap it broke (`key` + Total / Daily). */
function capReason(translate: Translate, key: string, refusal: CapError, loan: Loan, values: Record<string, unknown>): string | null {
  const money = (n: number) => formatMoney(n, loan.country);
  if (refusal.breach?.cap === 'total')
    return translate(`${key}Total`, { ...values, charges: money(refusal.breach.charges), allowed: money(refusal.breach.allowed) });
  if (refusal.breach?.cap === 'daily') return translate(`${key}Daily`, { ...values, day: refusal.breach.day });
  return null;
}

function RolloverCalculator({ loan }: { loan: Loan }) {
  const translate = useTranslate();
  const when = useFormatDate();
  const money = (n: number) => formatMoney(n, loan.country);
  const [days, setDays] = useState(MAX_ROLLOVER_DAYS);
  const preview = rolloverPreview(loan.installments, days);
  // Staff rollovers add no interest (loan.rollover): the rules and caps decide how far the instalment may move.
  const fits = useMemo(() => rolloverFit(loan), [loan]);
  const refusal = preview ? refusalOf(() => rolloverSchedule(loan, days)) : null;
  const next = preview ? loan.installments[loan.installments.findIndex((i) => i.number === preview.number) + 1] : undefined;
  const why = refusal
    ? (capReason(translate, 'resources.loans.actions.rolloverRefused', refusal, loan, { smart_count: days }) ??
      translate('resources.loans.actions.rolloverRefusedNext', {
        smart_count: days,
        number: preview?.number,
        next: next ? when(next.expectedDate, true) : '',
      }))
    : null;
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const cost = useQuery({
    queryKey: ['loans', 'rolloverCalculate', loan.id, days],
    queryFn: () => dataProvider.rolloverCalculate('loans', { loanId: loan.id, days }),
    enabled: Boolean(preview) && !refusal,
    retry: false,
  });
  return (
    <Stack spacing={1} component="section" aria-label={translate('resources.loans.actions.rolloverCalculate')}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.loans.actions.rolloverCalculate')}
      </Typography>
      {preview && (
        <Typography data-testid="rollover-fit" color={fits === 0 ? 'error' : 'text.secondary'}>
          {fits === 0
            ? translate('resources.loans.actions.rolloverNone', { number: preview.number })
            : translate('resources.loans.actions.rolloverFit', {
                smart_count: fits,
                number: preview.number,
                from: when(preview.from, true),
              })}
        </Typography>
      )}
      <TextField
        type="number"
        size="small"
        label={translate('resources.loans.actions.days')}
        value={days}
        onChange={(e) => setDays(Math.max(1, Math.min(MAX_ROLLOVER_DAYS, Number(e.target.value) || 1)))}
        slotProps={{ htmlInput: { min: 1, max: MAX_ROLLOVER_DAYS } }}
        sx={{ maxWidth: 160 }}
      />
      {preview && (
        <Typography data-testid="rollover-preview">
          {translate('resources.loans.actions.installment')} {preview.number}: {when(preview.from, true)} → {when(preview.to, true)}
        </Typography>
      )}
      {why && (
        <Typography role="alert" color="error" data-testid="rollover-refused">
          {why}
        </Typography>
      )}
      {cost.data && !refusal && (
        <Typography data-testid="rollover-cost">
          {translate('resources.loans.actions.rolloverCost', {
            payNow: money(cost.data.payNow),
            extraInterest: money(cost.data.extraInterest),
            amount: money(cost.data.newInstallmentAmount),
          })}
        </Typography>
      )}
      {cost.error && <Typography color="text.secondary">{cost.error.message}</Typography>}
      <div>
        <ConfirmWithReason
          label="resources.loans.actions.rollover"
          message="pronto.audit.questions.rollover"
          messageArgs={{ loanId: loan.id, days }}
          success="resources.loans.notifications.rolledOver"
          disabled={!preview || Boolean(refusal) || !mayOperateNow('loan.rollover')}
          call={(dp, v) => dp.rollover('loans', { loanId: loan.id, days, reason: v.reason })}
        />
      </div>
    </Stack>
  );
}

/** Why a restructure offers no more instalments: the refusal of one more than fit, worded from its cap. */
function restructureLimit(translate: Translate, loan: Loan, fits: number, today: string): string | null {
  if (!['issued', 'overdue'].includes(loan.status))
    return translate('resources.loans.actions.restructureNotRunning', { status: loan.status });
  if (fits >= MAX_RESTRUCTURE_INSTALLMENTS) return null;
  const refusal = refusalOf(() => restructureSchedule(loan, fits + 1, today));
  return refusal
    ? (capReason(translate, 'resources.loans.actions.restructureRefused', refusal, loan, { smart_count: fits + 1 }) ?? refusal.message)
    : null;
}

function RestructureCalculator({ loan }: { loan: Loan }) {
  const translate = useTranslate();
  const when = useFormatDate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const notify = useNotify();
  const today = new Date().toISOString().slice(0, 10);
  // Only the instalment counts within the CONC 5A price caps are offered, and the screen says why no more
  // (the cap engine's own refusal of one more); the mock refuses the rest too.
  const fits = useMemo(() => restructureFit(loan, today), [loan, today]);
  const limit = useMemo(() => restructureLimit(translate, loan, fits, today), [translate, loan, fits, today]);
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
        {translate(fits === 0 ? 'resources.loans.actions.restructureNone' : 'resources.loans.actions.restructureFit', {
          smart_count: fits,
        })}
      </Typography>
      {limit && (
        <Typography data-testid="restructure-limit" color={fits === 0 ? 'error' : 'text.secondary'}>
          {limit}
        </Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
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
          disabled={!plan || !mayOperateNow('loan.restructureLoan')}
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
                <TableCell>{when(i.expectedDate, true)}</TableCell>
                <TableCell>{formatMoney(i.initialBase, loan.country)}</TableCell>
                <TableCell>{formatMoney(i.initialCalculatedInterest, loan.country)}</TableCell>
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

/** The discounts the loan settings' rules would give this loan, for staff who may read them. */
function ProposalsLink({ loanId }: { loanId: number }) {
  const { canAccess } = useCanAccess({ resource: 'discount-proposals', action: 'list' });
  if (!canAccess) return null;
  return <Button component={Link} to={`/discount-proposals?loanId=${loanId}`} label="pronto.menu.discountProposals" />;
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
        messageArgs={{ loanId, limit: formatMoney(WRITE_OFF_APPROVAL_LIMIT, loan.country) }}
        // Above the limit the answer is a write-off waiting for an admin (four-eyes), not the discount.
        success={(result) => (isProposal(result) ? 'pronto.audit.approvals.proposed' : 'resources.loans.notifications.discountAdded')}
        disabled={!mayOperateNow('loan.discount')}
        call={(dp, v) => dp.addDiscount('loans', { loanId, amount: Number(v.amount), reason: v.reason })}
      >
        <NumberInput source="amount" label="pronto.common.amount" validate={required()} />
      </ConfirmWithReason>
      <ProposalsLink loanId={loanId} />
      <RpcDialogButton<{ amount: number; date: string }>
        label="resources.loans.actions.arrangement"
        success="resources.loans.notifications.arrangementAdded"
        disabled={!mayOperateNow('loan.createUpdateLoanArrangement')}
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
