import './messages.ts'; // the feature's texts, registered before this renders
import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { withdrawalAmount } from '@pronto/domain';
import { useFormatDate } from '../../fields/locale.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The customer's withdrawal on the loan page: once its desist was approved, what they owe today (the
 * principal and the interest for the days they had it, no fees: @pronto/domain, as the mock charges it)
 * and the day to repay by; once paid, what closed it.
 */
export function WithdrawalPanel() {
  const loan = useRecordContext<Loan>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const withdrawal = loan?.withdrawal;
  if (!loan || !withdrawal) return null;
  const money = (n: number) => formatMoney(n, loan.country);
  const notice = formatDate(withdrawal.noticeDate, true);
  return (
    <Alert severity="info" role="status" sx={{ my: 1 }}>
      {withdrawal.paidOn !== undefined
        ? translate('resources.loans.withdrawal.paid', {
            notice,
            paid: money(withdrawal.paid ?? 0),
            paidOn: formatDate(withdrawal.paidOn, true),
          })
        : translate('resources.loans.withdrawal.due', {
            notice,
            amount: money(withdrawalAmount(loan, today())),
            repayBy: formatDate(withdrawal.repayBy, true),
          })}
    </Alert>
  );
}
