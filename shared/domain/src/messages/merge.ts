import type { Loan, LoanStatus } from '@pronto/api';
import { formatDate, formatMoney, getCountry, type CountryCode } from '@pronto/countries';
import { loanAt } from '../loan/ledger.ts';
import { loanPosition } from '../loan/position.ts';
import { toPence, toPounds } from '../loan/money.ts';

/*
 * Messages to a customer from a template: the values of its `{variables}` come from the customer's own
 * record and open loan (the ledger's figures, written in the customer's market), and one merge fills
 * them. The console's preview and the mock's send both call this, so what staff see is what is sent.
 */

/** The variables a template may use, as `{name}`. */
export const MERGE_VARIABLES = [
  'firstName',
  'lastName',
  'fullName',
  'amount',
  'date',
  'balance',
  'arrears',
  'daysLate',
  'overdueSince',
  'loanId',
  'repayLink',
  'loginLink',
] as const;
export type MergeVariable = (typeof MERGE_VARIABLES)[number];
/** A value per variable; a variable without one is missing. */
export type MergeValues = Partial<Record<MergeVariable, string>>;

/** What the values are read from: the customer, their open loan (or none) and the moment of sending. */
export interface MergeSource {
  customer: { firstName?: string | null; lastName?: string | null; country: CountryCode };
  loan: Loan | null;
  at: string | Date;
}

const OPEN: readonly LoanStatus[] = ['issued', 'overdue'];

/** The loan's next instalment at `at`: what is left of the oldest unpaid one (charges included) and its due date. */
export function nextInstalment(loan: Loan, at: string | Date): { number: number; expectedDate: string; amount: number } | null {
  const next = loanAt(loan, at).installments.find((i) => i.status !== 'paid');
  if (!next) return null;
  const left = toPence(next.principal) + toPence(next.interest) + toPence(next.fee) + toPence(next.lateInterest) - toPence(next.paidAmount);
  return { number: next.number, expectedDate: next.expectedDate, amount: toPounds(left) };
}

/** Everything still due on the loan's schedule at `at`: principal, interest and charges less what was paid. */
export function loanBalance(loan: Loan, at: string | Date): number {
  return loanPosition(loan, at).balance;
}

/** What is overdue on the loan at `at` (unpaid instalments due before that day, charges included) and the days since the oldest fell due. */
export function loanArrears(loan: Loan, at: string | Date): { amount: number; days: number } {
  const position = loanPosition(loan, at);
  return { amount: position.arrears, days: position.daysPastDue };
}

/** The customer's newest loan still open (issued or overdue) at `at`, or null. */
export function currentLoan(loans: readonly Loan[], at: string | Date): Loan | null {
  const open = loans.filter((l) => OPEN.includes(l.status) && OPEN.includes(loanAt(l, at).status));
  return open.reduce<Loan | null>(
    (newest, l) => (!newest || l.issueDate > newest.issueDate || (l.issueDate === newest.issueDate && l.id > newest.id) ? l : newest),
    null,
  );
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The variables' values for a customer: money in their currency, dates as their market writes them, links
 * to their site. `amount` and `date` are the next repayment not yet due, and only while nothing is in
 * arrears; `arrears`, `daysLate` and `overdueSince` only while something is.
 */
export function mergeValues({ customer, loan, at }: MergeSource): MergeValues {
  const { country } = customer;
  const site = getCountry(country).siteUrl;
  const firstName = text(customer.firstName);
  const lastName = text(customer.lastName);
  const values: MergeValues = {
    firstName,
    lastName,
    fullName: firstName && lastName ? `${firstName} ${lastName}` : undefined,
    repayLink: `${site}/payment`,
    loginLink: `${site}/login`,
  };
  if (!loan) return values;
  const position = loanPosition(loan, at);
  const late = position.daysPastDue > 0;
  // True facts only (CONC 7): in arrears, the arrears and since when; never a past date as "due". The
  // next repayment is named only when nothing is overdue, so a plain reminder cannot hide arrears.
  const next = late ? null : position.next;
  return {
    ...values,
    loanId: String(loan.id),
    amount: next ? formatMoney(next.amount, country) : undefined,
    date: next ? formatDate(next.expectedDate, country) : undefined,
    balance: formatMoney(position.balance, country),
    arrears: late ? formatMoney(position.arrears, country) : undefined,
    daysLate: late ? String(position.daysPastDue) : undefined,
    overdueSince: position.overdueSince ? formatDate(position.overdueSince, country) : undefined,
  };
}

/** A filled text and the variables it names that have no value (each once, in order; left as `{name}`). */
export interface Merged {
  text: string;
  missing: string[];
}

/** Fills `{name}` variables with their values; a variable with no value, or unknown, stays and is reported missing. */
export function mergeTemplate(template: string, values: Readonly<Record<string, string | undefined>>): Merged {
  const missing: string[] = [];
  const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value !== undefined && value !== '') return value;
    if (!missing.includes(name)) missing.push(name);
    return whole;
  });
  return { text: filled, missing };
}

/** A template's subject and body filled; `missing` covers both. */
export function mergeMessage(
  template: { subject?: string | null; body: string },
  values: Readonly<Record<string, string | undefined>>,
): { subject: string; body: string; missing: string[] } {
  const subject = mergeTemplate(template.subject ?? '', values);
  const body = mergeTemplate(template.body, values);
  return { subject: subject.text, body: body.text, missing: [...new Set([...subject.missing, ...body.missing])] };
}

/** The fields of a template that decide who may receive it. */
export interface TemplateTarget {
  channel?: string | null;
  country?: string | null;
  language?: string | null;
  active?: boolean | null;
}

/**
 * Whether a template may go to a customer of `country` on `channel`: active, of that channel, and of
 * the customer's market (a template without a market: of the market's language, or of none).
 */
export function templateFits(template: TemplateTarget, { channel, country }: { channel: string; country: CountryCode }): boolean {
  if (template.active === false || template.channel !== channel) return false;
  if (template.country) return template.country === country;
  return !template.language || template.language === getCountry(country).language;
}
