import { formatDate, formatMoney } from '@pronto/countries';
import { WITHDRAWAL_REPAY_DAYS, addDays, withdrawalAmount } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { textPdf } from '../pdf.ts';
import { str } from '../validate.ts';
import type { Routes } from './define.ts';
import { agreementOf, isSigned, storeAgreement, type DocumentRow } from './loan-account/documents.ts';
import { OPEN, loanView, toDay, type AccountLoan } from './loan-account/loans.ts';
import { isFirstLoan, staffLoan, withdrawalEnds } from './loan-targets.ts';
import { customerOr422 } from './staff-helpers.ts';

/** What staff record of the agreement on the loan: when it was sent and in which e-mail; when the customer was told of a withdrawal. */
type AgreementLoan = AccountLoan & { agreementSentAt?: string; agreementEmailId?: number; desistNoticeSentAt?: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The loan agreement for staff: created and sent, in a format, whether it was sent, assigned after issue; the withdrawal notice. */
export function registerLoanAgreementsStaff(routes: Routes, ctx: Context): void {
  const withCustomer = (loan: AccountLoan) => ({ loan: loan as AgreementLoan, customer: customerOr422(ctx, loan.customerId) });
  /** A stored copy of the accepted agreement, or an agreement the loan's status proves was signed (seeded loans). */
  const acceptedAt = (loan: AgreementLoan): string | null => {
    const stored = (ctx.rows('documents') as DocumentRow[]).find((d) => d.loanId === loan.id && d.type === 'loanAgreement');
    return loan.agreementAcceptedAt ?? stored?.createdAt ?? (isSigned(loan) ? loan.issueDate : null);
  };

  // The agreement drawn up from the templates with the loan's figures and e-mailed to the customer to read.
  routes.id('loan.agreement', (call) => {
    const { loan, customer } = withCustomer(staffLoan(ctx, call));
    const { agreement } = agreementOf(ctx, loan, customer);
    if (!customer.emailAddress) throw invalid(`Customer ${customer.id} has no e-mail address to send the agreement to.`);
    const email = ctx.sendEmail(customer.emailAddress, agreement.subject, agreement.body, customer.id, 'loanAgreement');
    loan.agreementSentAt = email.createdAt;
    loan.agreementEmailId = email.id;
    ctx.changed();
    return { loanId: loan.id, emailId: email.id, emailAddress: customer.emailAddress, sentAt: email.createdAt, subject: agreement.subject };
  });

  routes.id('loan.agreementAsType', (call) => {
    const { loan, customer } = withCustomer(staffLoan(ctx, call));
    const format = str(call.body, 'format').toLowerCase();
    if (format !== 'pdf' && format !== 'html') throw invalid('format must be pdf or html.');
    const { agreement } = agreementOf(ctx, loan, customer);
    const lines = agreement.body.split('\n');
    const fileName = `loan-agreement-${loan.id}.${format}`;
    if (format === 'pdf')
      return {
        loanId: loan.id,
        fileName,
        contentType: 'application/pdf',
        contentBase64: textPdf(agreement.subject, lines).toString('base64'),
      };
    const lang = loan.country === 'ES' ? 'es' : 'en';
    const html = [
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(agreement.subject)}</title></head><body>`,
      `<h1>${escapeHtml(agreement.subject)}</h1>`,
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      '</body></html>',
    ].join('\n');
    return { loanId: loan.id, fileName, contentType: 'text/html', content: html };
  });

  routes.id('loan.agreementSent', (call) => {
    const loan = staffLoan(ctx, call) as AgreementLoan;
    const accepted = acceptedAt(loan);
    return {
      loanId: loan.id,
      sent: loan.agreementSentAt !== undefined,
      sentAt: loan.agreementSentAt ?? null,
      emailId: loan.agreementEmailId ?? null,
      accepted: accepted !== null,
      acceptedAt: accepted,
    };
  });

  // A repeat borrower's loan may be paid out before the agreement is in place (they signed the terms with an
  // earlier loan); it is then assigned to the loan, accepted and stored as the customer's copy. A first loan
  // never goes out without its agreement.
  routes.id('loan.assignAgreementAfterForRtb', (call) => {
    const { loan, customer } = withCustomer(staffLoan(ctx, call));
    if (!OPEN.includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: the agreement is assigned after issue to an issued or overdue loan only.`);
    if (isFirstLoan(ctx, loan))
      throw invalid(`Loan ${loan.id} is customer ${customer.id}'s first loan: a first loan's agreement comes before issue.`);
    const stored = (ctx.rows('documents') as DocumentRow[]).find((d) => d.loanId === loan.id && d.type === 'loanAgreement');
    if (loan.agreementAcceptedAt || stored)
      throw invalid(
        `Loan ${loan.id} already has its agreement (accepted on ${(loan.agreementAcceptedAt ?? stored?.createdAt ?? '').slice(0, 10)}).`,
      );
    storeAgreement(ctx, loan, customer);
    return loanView(ctx, loan);
  });

  /** Whether the customer's withdrawal is done: its payment closed the loan. */
  const withdrawn = (loan: AccountLoan) =>
    loan.status === 'closed' &&
    (loan.withdrawal?.paidOn !== undefined ||
      loan.statusHistory.some((h) => h.status === 'closed' && String(h.createdBy ?? '').endsWith('(withdrawal)')));

  // The withdrawal notice: to a customer withdrawing within the 14 days, what to repay and by when; to one
  // whose withdrawal is done, its confirmation. Sent once per loan.
  routes.id('loan.desistContractCommunication', (call) => {
    const { loan, customer } = withCustomer(staffLoan(ctx, call));
    const today = toDay(ctx);
    const done = withdrawn(loan);
    if (!done && !(OPEN.includes(loan.status) && today <= withdrawalEnds(loan)))
      throw invalid(`Loan ${loan.id} was not withdrawn from and is past its withdrawal period (it ended on ${withdrawalEnds(loan)}).`);
    if (loan.desistNoticeSentAt)
      throw invalid(`The withdrawal notice of loan ${loan.id} was sent on ${loan.desistNoticeSentAt.slice(0, 10)}.`);
    if (!customer.emailAddress) throw invalid(`Customer ${customer.id} has no e-mail address to send the notice to.`);
    const es = loan.country === 'ES';
    const money = (n: number) => formatMoney(n, loan.country);
    // An approved desist fixed the day to repay by (30 days from the notice); before it, 30 days from today.
    const by = formatDate(loan.withdrawal?.repayBy ?? addDays(today, WITHDRAWAL_REPAY_DAYS), loan.country);
    const owed = withdrawalAmount(loan, today);
    const text = done
      ? es
        ? `Confirmamos su desistimiento del préstamo ${loan.id}. No tiene nada más que pagar por este contrato.`
        : `We confirm your withdrawal from loan ${loan.id}. Nothing more is owed under this agreement.`
      : es
        ? `Hemos recibido su desistimiento del préstamo ${loan.id}. Devuelva ${money(owed)} (el capital y los intereses hasta hoy) antes del ${by}; los intereses siguen corriendo hasta el día en que pague.`
        : `We have received your withdrawal from loan ${loan.id}. Please repay ${money(owed)} (the amount borrowed and the interest to today) by ${by}; interest runs until the day you pay.`;
    const subject = es ? 'Desistimiento de su préstamo' : 'Withdrawal from your loan';
    const email = ctx.sendEmail(customer.emailAddress, subject, text, customer.id, 'desistNotice');
    loan.desistNoticeSentAt = email.createdAt;
    ctx.changed();
    return { loanId: loan.id, emailId: email.id, emailAddress: customer.emailAddress, sentAt: email.createdAt, text };
  });
}
