import './messages.ts'; // the feature's texts, registered before this renders
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Loan } from '@pronto/api';
import { useFormatDate } from '../../fields/locale.ts';
import { rpc } from '../../providers/rpc.ts';

/**
 * The freeze days of the loan's market since its payout (loan.freezeDay.get): the days the ledger charges
 * no late interest and no fee for (@pronto/domain replayLoan), so that staff can explain a balance.
 */
export function FreezeDaysPanel() {
  const loan = useRecordContext<Loan>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const days = useQuery({
    queryKey: ['loan.freezeDay.get', loan?.country],
    queryFn: () => rpc('loan.freezeDay.get', { params: { country: loan?.country ?? 'GB' } }) as Promise<{ date: string }[]>,
    enabled: loan !== undefined,
  });
  if (!loan || !Array.isArray(days.data)) return null;
  const frozen = days.data.map((d) => d.date).filter((d) => d >= loan.issueDate);
  if (frozen.length === 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ my: 1 }}>
      {translate('resources.loans.frozenDays', { days: frozen.map((d) => formatDate(d, true)).join(', ') })}
    </Alert>
  );
}
