import type { CountryCode } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { DAILY_RATE, loanApr, round2, toPence, toPounds } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import type { CustomerRecord, Row } from '../../types.ts';
import { defaultDocumentTemplate, scheduleLine, type DocumentTemplate } from '../loan-document-templates.ts';
import { loanView, type AccountLoan } from './loans.ts';

/* The loan's documents: the pre-contract information and the agreement rendered from their templates,
 * and the statement built on every read. */

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function renderTemplate(ctx: Context, name: string, loan: AccountLoan, customer: CustomerRecord) {
  const country: CountryCode = loan.country;
  const stored = ctx.rows('templates').find((t) => t.name === (country === 'ES' ? `${name}_ES` : name) && t.active !== false);
  const template = stored
    ? { subject: String(stored.subject ?? ''), body: String(stored.body ?? '') }
    : (defaultDocumentTemplate(name, country) as DocumentTemplate);
  const money = (n: number) => formatMoney(n, country);
  const percent = (n: number) => n.toLocaleString(country === 'ES' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2, useGrouping: false });
  const repayments = loan.installments.map((i) =>
    scheduleLine(money(round2(i.principal + i.interest)), formatDate(i.expectedDate, country), country),
  );
  const total = round2(loan.installments.reduce((s, i) => s + i.principal + i.interest, 0));
  const values = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    amount: money(loan.amount),
    installments: String(loan.installments.length),
    schedule: repayments.join(', '),
    totalPayable: money(total),
    totalCost: money(round2(total - loan.amount)),
    dailyRate: percent(round2(DAILY_RATE * 100)),
    // The loan's own APR / TAE on its dated repayments as its market's law measures it (UK: CONC App 1.2;
    // Spain: the Directive's Annex I), the function the site's calculator uses (sampleLoan), so both show the
    // same figure; not the 30-day representative formula.
    apr: percent(loanAprOf(loan)),
    missedFee: money(10),
    date: formatDate(toDayIso(loan), country),
  };
  return { name, subject: fill(template.subject, values), body: fill(template.body, values) };
}

const toDayIso = (loan: AccountLoan) => loan.issueDate;

/** The loan's own APR (UK) or TAE (ES) on its dated repayments, as its market's law measures it. */
export function loanAprOf(loan: AccountLoan): number {
  const repaid = loan.installments.map((i) => ({ date: i.expectedDate, amount: toPounds(toPence(i.principal) + toPence(i.interest)) }));
  return loanApr(loan.country, loan.amount, loan.issueDate, repaid);
}

/** The agreement and pre-contract text of a loan that has one (the customer's and the staff calls). */
export function agreementOf(ctx: Context, loan: AccountLoan, customer: CustomerRecord) {
  if (loan.status === 'requested' || loan.status === 'declined' || loan.status === 'cancelled')
    throw invalid('This loan has no agreement.');
  return {
    loanId: loan.id,
    preContract: renderTemplate(ctx, 'PRE_CONTRACT_INFORMATION', loan, customer),
    agreement: renderTemplate(ctx, 'LOAN_AGREEMENT', loan, customer),
    acceptedAt: loan.agreementAcceptedAt ?? null,
  };
}

/** Accepts the loan's agreement now: the pre-contract information and the agreement are stored as the customer's copies. */
export function storeAgreement(ctx: Context, loan: AccountLoan, customer: CustomerRecord): void {
  loan.agreementAcceptedAt = ctx.nowIso();
  for (const name of ['PRE_CONTRACT_INFORMATION', 'LOAN_AGREEMENT']) {
    const doc = renderTemplate(ctx, name, loan, customer);
    ctx.insert('documents', {
      customerId: customer.id,
      loanId: loan.id,
      type: name === 'LOAN_AGREEMENT' ? 'loanAgreement' : 'preContractInformation',
      title: doc.subject,
      fileName: `${name.toLowerCase()}-${loan.id}.txt`,
      content: doc.body,
      createdAt: ctx.nowIso(),
    });
  }
  ctx.changed();
}

export type DocumentRow = Row & { customerId: number; loanId?: number; type: string; title?: string; content?: string; createdAt: string };

export function statement(ctx: Context, loan: AccountLoan) {
  const view = loanView(ctx, loan);
  const money = (n: number) => formatMoney(n, loan.country);
  const lines = [
    `Loan ${loan.id}: ${money(loan.amount)} issued on ${formatDate(loan.issueDate, loan.country)}. Status: ${loan.status}.`,
    ...loan.installments.map(
      (i) =>
        `Instalment ${i.number} due ${formatDate(i.expectedDate, loan.country)}: ${money(round2(i.principal + i.interest + i.fee + i.lateInterest))}, paid ${money(i.paidAmount)} (${i.status}).`,
    ),
    ...loan.payments
      .filter((p) => !p.deleted)
      .map((p) => `Payment on ${formatDate(p.date, loan.country)}: ${money(p.amount)} (${p.method}).`),
    `Total repaid: ${money(view.summary.totalRepaid)}. Total cost of credit: ${money(view.summary.totalCost)}. Outstanding: ${money(view.summary.outstanding)}.`,
  ];
  return {
    id: `statement-${loan.id}`,
    loanId: loan.id,
    type: 'statement',
    title: 'Loan statement',
    createdAt: ctx.nowIso(),
    content: lines.join('\n'),
  };
}

/** Loan statuses reached only through an accepted agreement: their agreement and pre-contract text exist. */
const SIGNED: readonly AccountLoan['status'][] = ['issued', 'overdue', 'repaid', 'closed'];

export const isSigned = (loan: AccountLoan): boolean => SIGNED.includes(loan.status);

const SIGNED_TYPES = { loanAgreement: 'LOAN_AGREEMENT', preContractInformation: 'PRE_CONTRACT_INFORMATION' } as const;
export type SignedType = keyof typeof SIGNED_TYPES;

/**
 * The agreement and pre-contract information of a loan that went through its agreement but has no stored copy
 * (seeded loans, loans issued before copies were stored), rendered from the templates like the statement, with
 * ids `loanAgreement-{loanId}` and `preContractInformation-{loanId}`: a customer keeps reaching them, a closed
 * account included.
 */
export function signedCopies(ctx: Context, loan: AccountLoan, customer: CustomerRecord, stored: readonly DocumentRow[]) {
  if (!isSigned(loan)) return [];
  return (Object.keys(SIGNED_TYPES) as SignedType[])
    .filter((type) => !stored.some((d) => d.type === type))
    .map((type) => signedCopy(ctx, loan, customer, type));
}

export function signedCopy(ctx: Context, loan: AccountLoan, customer: CustomerRecord, type: SignedType) {
  const doc = renderTemplate(ctx, SIGNED_TYPES[type], loan, customer);
  return {
    id: `${type}-${loan.id}`,
    loanId: loan.id,
    type,
    title: doc.subject,
    createdAt: loan.agreementAcceptedAt ?? loan.issueDate,
    content: doc.body,
  };
}
