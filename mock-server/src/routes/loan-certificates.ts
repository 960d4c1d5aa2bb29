import { formatDate, formatMoney } from '@pronto/countries';
import { round2, settlementAmount } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { textPdf } from '../pdf.ts';
import type { CustomerRecord } from '../types.ts';
import type { Routes } from './define.ts';
import { OPEN, due, loanView, loansOf, sync, toDay, type AccountLoan } from './loan-account/loans.ts';
import { staffLoan } from './loan-targets.ts';
import { customerOr422, idFrom, staffName } from './staff-helpers.ts';

/** The certificates staff issue; each is kept in the customer's documents (communication.documentList). */
type CertificateType = 'debtCertificate' | 'paidOffCertificate' | 'balanceCertificate';

const TITLES: Record<CertificateType, { GB: string; ES: string }> = {
  debtCertificate: { GB: 'Debt certificate', ES: 'Certificado de deuda' },
  paidOffCertificate: { GB: 'Paid-off certificate', ES: 'Certificado de cancelación' },
  balanceCertificate: { GB: 'Balance certificate', ES: 'Certificado de saldo' },
};

/** The day the loan's last payment was made (the day it was paid off). */
const paidOffOn = (loan: AccountLoan) =>
  loan.payments
    .filter((p) => !p.deleted)
    .map((p) => p.date)
    .sort()
    .at(-1) ?? null;

const repaidTotal = (loan: AccountLoan) => round2(loan.payments.filter((p) => !p.deleted).reduce((s, p) => s + p.amount, 0));

/**
 * Certificates of a loan (debt, paid off) and of a customer (balance of every loan), in the loan's
 * language, as PDF files stored in the customer's documents (downloaded as any document, s3Download); the
 * answer carries the document's id, the figures and the text.
 */
export function registerLoanCertificates(routes: Routes, ctx: Context): void {
  const issue = (call: Call, customer: CustomerRecord, type: CertificateType, loanId: number | null, lines: string[], figures: object) => {
    const title = TITLES[type][customer.country];
    const today = toDay(ctx);
    const header = [
      `Pronto · ${formatDate(today, customer.country)}`,
      `${customer.firstName} ${customer.lastName} (${customer.country === 'ES' ? 'cliente' : 'customer'} ${customer.id})`,
      '',
    ];
    const file = textPdf(title, [...header, ...lines]);
    const fileName = `${type}-${loanId ?? `customer-${customer.id}`}-${today}.pdf`;
    const doc = ctx.insert('documents', {
      customerId: customer.id,
      loanId,
      type,
      title,
      fileName,
      contentType: 'application/pdf',
      size: file.length,
      content: [...header, ...lines].join('\n'),
      createdAt: ctx.nowIso(),
      createdBy: staffName(call),
    });
    ctx.insert('documentFiles', { documentId: doc.id, contentBase64: file.toString('base64') });
    return {
      documentId: doc.id,
      fileName,
      contentType: 'application/pdf',
      title,
      ...figures,
      text: doc.content,
    };
  };

  // What a running loan owes today: what settles it, and how much of that is already overdue.
  routes.id('loan.certificate/debt', (call) => {
    const loan = staffLoan(ctx, call);
    if (!OPEN.includes(loan.status))
      throw invalid(
        `Loan ${loan.id} is ${loan.status}: only an issued or overdue loan has a debt${loan.status === 'repaid' ? ' (issue a paid-off certificate)' : ''}.`,
      );
    const customer = customerOr422(ctx, loan.customerId);
    const today = toDay(ctx);
    const money = (n: number) => formatMoney(n, loan.country);
    const owed = settlementAmount(loan, today);
    const overdue = round2(loan.installments.filter((i) => i.status !== 'paid' && i.expectedDate < today).reduce((s, i) => s + due(i), 0));
    const es = loan.country === 'ES';
    const lines = es
      ? [
          `Préstamo ${loan.id} de ${money(loan.amount)}, concedido el ${formatDate(loan.issueDate, loan.country)}.`,
          `A fecha de hoy el cliente adeuda ${money(owed)}, de los que ${money(overdue)} están vencidos.`,
          `Pagado hasta hoy: ${money(repaidTotal(loan))}.`,
        ]
      : [
          `Loan ${loan.id} of ${money(loan.amount)}, issued on ${formatDate(loan.issueDate, loan.country)}.`,
          `As of today the customer owes ${money(owed)}, of which ${money(overdue)} is overdue.`,
          `Paid so far: ${money(repaidTotal(loan))}.`,
        ];
    return issue(call, customer, 'debtCertificate', loan.id, lines, { loanId: loan.id, owed, overdue, date: today });
  });

  // A loan repaid in full: when, and what was paid.
  routes.id('loan.certificate/paidOff', (call) => {
    const loan = staffLoan(ctx, call);
    if (loan.status !== 'repaid') {
      const owes = OPEN.includes(loan.status) ? ` and owes ${formatMoney(settlementAmount(loan, toDay(ctx)), loan.country)}` : '';
      throw invalid(`Loan ${loan.id} is ${loan.status}${owes}: only a repaid loan has a paid-off certificate.`);
    }
    const customer = customerOr422(ctx, loan.customerId);
    const money = (n: number) => formatMoney(n, loan.country);
    const on = paidOffOn(loan) ?? loan.statusHistory.findLast((h) => h.status === 'repaid')?.createdAt.slice(0, 10) ?? toDay(ctx);
    const paid = repaidTotal(loan);
    const lines =
      loan.country === 'ES'
        ? [
            `Préstamo ${loan.id} de ${money(loan.amount)}, concedido el ${formatDate(loan.issueDate, loan.country)}.`,
            `Quedó totalmente pagado el ${formatDate(on, loan.country)}, con pagos por ${money(paid)}. No queda deuda pendiente.`,
          ]
        : [
            `Loan ${loan.id} of ${money(loan.amount)}, issued on ${formatDate(loan.issueDate, loan.country)}.`,
            `It was paid off in full on ${formatDate(on, loan.country)}, with payments of ${money(paid)}. Nothing is owed.`,
          ];
    return issue(call, customer, 'paidOffCertificate', loan.id, lines, { loanId: loan.id, paidOffOn: on, paid });
  });

  // Every loan of the customer that was paid out, with what each owes today, and the total.
  routes.id('loan.certificate/balance', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const today = toDay(ctx);
    const money = (n: number) => formatMoney(n, customer.country);
    const rows = loansOf(ctx, customer.id)
      .map((l) => sync(ctx, l))
      .filter((l) => OPEN.includes(l.status) || l.status === 'repaid' || l.status === 'closed')
      .map((l) => ({
        loanId: l.id,
        status: l.status,
        amount: l.amount,
        owed: OPEN.includes(l.status) ? loanView(ctx, l).summary.settlementToday : 0,
      }));
    const total = round2(rows.reduce((s, r) => s + r.owed, 0));
    const es = customer.country === 'ES';
    const lines = [
      ...(rows.length === 0 ? [es ? 'El cliente no tiene préstamos concedidos.' : 'The customer has no loans paid out.'] : []),
      ...rows.map((r) =>
        es
          ? `Préstamo ${r.loanId} de ${money(r.amount)} (${r.status}): adeuda ${money(r.owed)}.`
          : `Loan ${r.loanId} of ${money(r.amount)} (${r.status}): owes ${money(r.owed)}.`,
      ),
      es ? `Saldo total pendiente a fecha de hoy: ${money(total)}.` : `Total balance owed as of today: ${money(total)}.`,
    ];
    return issue(call, customer, 'balanceCertificate', null, lines, { customerId: customer.id, loans: rows, owed: total, date: today });
  });
}
