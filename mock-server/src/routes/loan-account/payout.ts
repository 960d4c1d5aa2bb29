import { randomBytes } from 'node:crypto';
import { formatMoney } from '@pronto/countries';
import { currentStatus } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { siteUrl } from '../../site-urls.ts';
import type { CustomerRecord } from '../../types.ts';
import { changeStatus } from '../loan-records.ts';
import { schedule, setCustomerStatus, toDay, type AccountLoan } from './loans.ts';

/**
 * Books a loan's payout, by the customer's transfer or by a loan officer: the loan is issued today, its
 * schedule planned from today (interest runs from the day the money goes out), the customer approved,
 * and the payment link texted to them.
 */
export function issueLoan(ctx: Context, loan: AccountLoan, customer: CustomerRecord, by: string): void {
  const issueDate = toDay(ctx);
  loan.issueDate = issueDate;
  loan.installments = schedule(loan.id, issueDate, loan.amount, loan.installmentCount ?? loan.installments.length);
  loan.paymentToken = randomBytes(12).toString('hex');
  changeStatus(ctx, loan, 'issued', by);
  const status = currentStatus(customer);
  if (status === 'registered' || status === 'systemApproved' || status === 'securityChecked') setCustomerStatus(ctx, customer, 'approved');
  const money = formatMoney(loan.amount, loan.country);
  // A whole address, so the phone offers the link; in the customer's language (Spanish: usted).
  const link = `${siteUrl(customer.country)}/r/${loan.paymentToken}`;
  ctx.sendSms(
    customer.mobilePhone,
    customer.country === 'ES'
      ? `Pronto: ${money} está de camino a su cuenta bancaria. Puede pagar cuando quiera en ${link}`
      : `Pronto: ${money} is on its way to your bank account. Pay any time at ${link}`,
    customer.id,
    customer.country,
    'paymentLink',
  );
  ctx.changed();
}
