import { randomBytes } from 'node:crypto';
import type { CountryCode, CustomerStatus, Installment, Loan, LoanStatus } from '@pronto/api';
import { formatDate, formatMoney, getCountry } from '@pronto/countries';
import {
  CapError,
  addDays,
  DAILY_RATE,
  applyPayment,
  calculatorDates,
  creditDecision,
  creditLimit,
  isValidIban,
  normalizeIban,
  currentStatus,
  loanAt,
  paymentPlan,
  planRepayments,
  replayLoan,
  representativeApr,
  settlementAmount,
  successfulRepaidLoans,
  validEmail,
  rolloverInterest,
  rolloverSchedule,
  installmentsFromPlan,
  round2,
} from '@pronto/domain';
import type { Context } from '../context.ts';
import { ApiError, invalid } from '../http.ts';
import type { CustomerRecord, LoanRecord, Row } from '../types.ts';
import { ibanFrom } from './bankscraper.ts';
import { bool, id, num, optNum, optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { requireCustomer } from './customer-journeys.ts';
import { defaultDocumentTemplate, scheduleLine, type DocumentTemplate } from './loan-document-templates.ts';

/**
 * The customer-facing loan calls (issue 4): loan request, instant credit decision, agreement, card
 * and bank account, transfer, payments (instalment, amount, settlement, payment link), rollover,
 * documents and the customer's own details. Every loan call checks that the loan is the token's
 * customer's; "today" is the real current date (ctx.now()).
 */

export const LOAN_NOT_FOUND = 'Loan not found.';
export const TRANSFER_FAILED = 'We could not send the money because of a technical problem. Please try again later.';
export const PAYMENT_FAILED = 'The payment could not be taken from this card. Please try another card.';
export const CARD_INVALID = 'The card number is not valid.';
export const CARD_EXPIRED = 'The card has expired.';
/** Cards whose number ends in 0002 fail every transfer and payment: the deterministic technical problem. */
export const FAILING_CARD_SUFFIX = '0002';
export const LOAN_PURPOSES = ['bills', 'car', 'household', 'emergency', 'travel', 'other'] as const;
export const PAYMENT_REASONS = ['salaryLate', 'unexpectedExpense', 'lostIncome', 'illness', 'other'] as const;
/** A loan may be rolled over once, by up to 30 days. */
export const ROLLOVER_MAX_DAYS = 30;
export const MAX_ROLLOVERS = 1;

/** The extra fields the account journey keeps on a stored loan. */
export interface AccountLoan extends LoanRecord {
  installmentCount?: number;
  declineMessage?: string;
  agreementAcceptedAt?: string;
  cardId?: number;
  bankAccountId?: number;
  paymentToken?: string;
  rollovers?: number;
  paymentReasons?: { reason: string; details: string; createdAt: string }[];
}

const OPEN: readonly LoanStatus[] = ['issued', 'overdue'];
const PENDING: readonly LoanStatus[] = ['requested', 'approved'];

const toDay = (ctx: Context) => ctx.now().toISOString().slice(0, 10);

function setCustomerStatus(ctx: Context, customer: CustomerRecord, status: CustomerStatus): void {
  if (currentStatus(customer) === status) return;
  customer.statuses.push({ status, createdAt: ctx.nowIso(), createdBy: 'system' });
}

function setStatus(ctx: Context, loan: AccountLoan, status: LoanStatus): void {
  if (loan.status === status) return;
  loan.status = status;
  loan.statusHistory.push({ status, createdAt: ctx.nowIso(), createdBy: 'system' });
}

const loansOf = (ctx: Context, customerId: number) => (ctx.db.loans as AccountLoan[]).filter((l) => l.customerId === customerId);

/**
 * Brings an issued loan up to now: instalment statuses, charges, and the loan's state (issued,
 * overdue, repaid); the customer goes to internalCollection while a loan is overdue and back to
 * approved when it is not.
 */
function sync(ctx: Context, loan: AccountLoan): AccountLoan {
  // Every open loan follows the clock, seeded ones too: its schedule, next payment, settlement and
  // still-to-pay then all come from the same replay of its ledger (issue 20).
  if (!OPEN.includes(loan.status)) return loan;
  const view = loanAt(loan, ctx.now());
  loan.installments = view.installments;
  const next: LoanStatus = view.status === 'repaid' ? 'repaid' : view.installments.some((i) => i.status === 'overdue') ? 'overdue' : 'issued';
  const before = loan.status;
  setStatus(ctx, loan, next);
  const customer = ctx.customerById(loan.customerId);
  if (customer && before !== next) {
    const status = currentStatus(customer);
    if (next === 'overdue' && status === 'approved') setCustomerStatus(ctx, customer, 'internalCollection');
    if (next !== 'overdue' && status === 'internalCollection' && customer.statuses.at(-1)?.createdBy === 'system') setCustomerStatus(ctx, customer, 'approved');
  }
  if (before !== next) ctx.changed();
  return loan;
}

function ownLoan(ctx: Context, customer: CustomerRecord, loanId: unknown): AccountLoan {
  const loan = (ctx.db.loans as AccountLoan[]).find((l) => l.id === id(loanId, 'loanId'));
  if (!loan || loan.customerId !== customer.id) throw new ApiError(404, LOAN_NOT_FOUND);
  return sync(ctx, loan);
}

function anyLoan(ctx: Context, loanId: unknown): AccountLoan {
  const loan = (ctx.db.loans as AccountLoan[]).find((l) => l.id === id(loanId, 'loanId'));
  if (!loan) throw new ApiError(404, LOAN_NOT_FOUND);
  return sync(ctx, loan);
}

const due = (i: Installment) => round2(i.principal + i.interest + i.fee + i.lateInterest - i.paidAmount);

/** The loan as the account pages show it: the stored loan plus next instalment and cost summary. */
export function loanView(ctx: Context, loan: AccountLoan) {
  const { paymentToken: _token, ...rest } = loan;
  const paid = round2(loan.payments.filter((p) => !p.deleted).reduce((s, p) => s + p.amount, 0));
  const interest = round2(loan.installments.reduce((s, i) => s + i.interest, 0));
  const charges = round2(loan.installments.reduce((s, i) => s + i.fee + i.lateInterest, 0));
  const closed = !OPEN.includes(loan.status) && !PENDING.includes(loan.status);
  const totalPayable = loan.status === 'repaid' ? paid : round2(loan.amount + interest + charges);
  const next = OPEN.includes(loan.status) ? loan.installments.find((i) => i.status !== 'paid') : undefined;
  return {
    ...rest,
    nextInstallment: next ? { number: next.number, expectedDate: next.expectedDate, amount: due(next), status: next.status } : null,
    summary: {
      borrowed: loan.amount,
      interest,
      charges,
      totalPayable,
      totalRepaid: paid,
      totalCost: round2(totalPayable - loan.amount),
      outstanding: closed ? 0 : round2(Math.max(0, totalPayable - paid)),
      settlementToday: OPEN.includes(loan.status) ? settlementAmount(loan, toDay(ctx)) : 0,
    },
  };
}

/** The amount that settles the loan on `day` with its parts (interest only up to that day). */
function closeAmount(loan: AccountLoan, day: string) {
  const amount = settlementAmount(loan, day);
  const { lines } = replayLoan(loan, day);
  const principal = lines.reduce((s, l) => s + l.principal - l.paidPrincipal, 0) / 100;
  const charges = lines.reduce((s, l) => s + l.fee - l.paidFee + l.late - l.paidLate, 0) / 100;
  // What is left after principal and charges is the interest accrued to the day; below zero, it is interest
  // (or an overpayment) paid in advance, credited: a line of its own so the lines add up (issue 19).
  const rest = round2(amount - round2(principal) - round2(charges));
  return { date: day, amount, principal: round2(principal), charges: round2(charges), interest: Math.max(0, rest), interestCredit: Math.max(0, -rest) };
}

function schedule(loanId: number, issueDate: string, amount: number, count: number): Installment[] {
  const plan = paymentPlan({ issueDate, paymentDates: calculatorDates(issueDate, count), amount });
  return installmentsFromPlan(plan, loanId, loanId * 100 + 1);
}

function limitOf(ctx: Context, customer: CustomerRecord): number {
  return creditLimit(customer.country, successfulRepaidLoans(loansOf(ctx, customer.id).map((l) => sync(ctx, l))));
}

// --- cards and bank accounts ---

type CardRow = Row & { customerId: number; last4: string; maskedPan: string; deleted: boolean; status: string };

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const cardsOf = (ctx: Context, customerId: number) =>
  (ctx.rows('cards') as CardRow[]).filter((c) => c.customerId === customerId && !c.deleted).sort((a, b) => b.id - a.id);

function ownCard(ctx: Context, customerId: number, cardId: unknown): CardRow {
  const card = cardsOf(ctx, customerId).find((c) => c.id === id(cardId, 'cardId'));
  if (!card) throw invalid('Please choose one of your cards.');
  return card;
}

const publicCard = (c: CardRow) => ({ id: c.id, maskedPan: c.maskedPan, last4: c.last4 ?? String(c.maskedPan).slice(-4), brand: c.brand, expiry: c.expiry, holderName: c.holderName, status: c.status });

const cardFails = (card: CardRow) => String(card.last4 ?? card.maskedPan).endsWith(FAILING_CARD_SUFFIX.slice(-4));

function cardTransaction(ctx: Context, card: CardRow, loan: AccountLoan | null, amount: number, type: string, status: string): void {
  ctx.insert('cardTransactions', { cardId: card.id, customerId: card.customerId, loanId: loan?.id ?? null, amount, currency: getCountry(String(card.country ?? 'GB')).currency.code, type, status, createdAt: ctx.nowIso() });
}

// --- payments ---

function pay(ctx: Context, loan: AccountLoan, card: CardRow, amount: number, method: 'card' | 'token'): AccountLoan {
  if (!OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
  const day = toDay(ctx);
  const settles = settlementAmount(loan, day);
  const value = round2(amount);
  if (!(value > 0)) throw invalid('Please enter an amount.');
  if (value > settles) throw invalid(`The amount is more than what settles the loan today (${formatMoney(settles, loan.country)}).`);
  if (cardFails(card)) {
    cardTransaction(ctx, card, loan, value, 'sale', 'failed');
    throw invalid(PAYMENT_FAILED, 'PaymentFailed');
  }
  const paidLoan = applyPayment(loan, value, day, method);
  loan.installments = paidLoan.installments;
  loan.payments = paidLoan.payments;
  cardTransaction(ctx, card, loan, value, 'sale', 'success');
  if (paidLoan.status === 'repaid') setStatus(ctx, loan, 'repaid');
  sync(ctx, loan);
  ctx.changed();
  return loan;
}

function payAmount(body: Record<string, unknown>, loan: AccountLoan, ctx: Context): number {
  if (bool(body, 'full')) return settlementAmount(loan, toDay(ctx));
  return num(body, 'amount');
}

// --- documents ---

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function renderTemplate(ctx: Context, name: string, loan: AccountLoan, customer: CustomerRecord) {
  const country: CountryCode = loan.country;
  const stored = ctx.rows('templates').find((t) => t.name === (country === 'ES' ? `${name}_ES` : name) && t.active !== false);
  const template = stored ? { subject: String(stored.subject ?? ''), body: String(stored.body ?? '') } : (defaultDocumentTemplate(name, country) as DocumentTemplate);
  const money = (n: number) => formatMoney(n, country);
  const percent = (n: number) => n.toLocaleString(country === 'ES' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2, useGrouping: false });
  const repayments = loan.installments.map((i) => scheduleLine(money(round2(i.principal + i.interest)), formatDate(i.expectedDate, country), country));
  const total = round2(loan.installments.reduce((s, i) => s + i.principal + i.interest, 0));
  const plan = loan.installments.map((i) => ({ expectedDate: i.expectedDate, initialBase: i.principal, initialCalculatedInterest: i.interest, interestStartDate: i.interestStartDate }));
  const values = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    amount: money(loan.amount),
    installments: String(loan.installments.length),
    schedule: repayments.join(', '),
    totalPayable: money(total),
    totalCost: money(round2(total - loan.amount)),
    dailyRate: percent(round2(DAILY_RATE * 100)),
    // The loan's own APR: the engine's formula over this loan's repayments (labelled "APR" / "TAE").
    apr: percent(representativeApr(loan.amount, planRepayments(loan.issueDate, plan))),
    missedFee: money(10),
    date: formatDate(toDayIso(loan), country),
  };
  return { name, subject: fill(template.subject, values), body: fill(template.body, values) };
}

const toDayIso = (loan: AccountLoan) => loan.issueDate;

type DocumentRow = Row & { customerId: number; loanId?: number; type: string; title?: string; content?: string; createdAt: string };

function statement(ctx: Context, loan: AccountLoan) {
  const view = loanView(ctx, loan);
  const money = (n: number) => formatMoney(n, loan.country);
  const lines = [
    `Loan ${loan.id}: ${money(loan.amount)} issued on ${formatDate(loan.issueDate, loan.country)}. Status: ${loan.status}.`,
    ...loan.installments.map((i) => `Instalment ${i.number} due ${formatDate(i.expectedDate, loan.country)}: ${money(round2(i.principal + i.interest + i.fee + i.lateInterest))}, paid ${money(i.paidAmount)} (${i.status}).`),
    ...loan.payments.filter((p) => !p.deleted).map((p) => `Payment on ${formatDate(p.date, loan.country)}: ${money(p.amount)} (${p.method}).`),
    `Total repaid: ${money(view.summary.totalRepaid)}. Total cost of credit: ${money(view.summary.totalCost)}. Outstanding: ${money(view.summary.outstanding)}.`,
  ];
  return { id: `statement-${loan.id}`, loanId: loan.id, type: 'statement', title: 'Loan statement', createdAt: ctx.nowIso(), content: lines.join('\n') };
}

// --- routes ---

export function registerLoanAccountRoutes(routes: Routes, ctx: Context): void {
  routes.id('loan.journey', (call) => {
    const customer = requireCustomer(call);
    const loans = loansOf(ctx, customer.id).map((l) => sync(ctx, l));
    const latest = [...loans].sort((a, b) => b.id - a.id)[0];
    const step = !latest
      ? 'request'
      : latest.status === 'requested'
        ? 'creditDecision'
        : latest.status === 'approved'
          ? latest.agreementAcceptedAt ? 'financialInformation' : 'agreements'
          : latest.status;
    return {
      step,
      loan: latest ? loanView(ctx, latest) : null,
      limit: limitOf(ctx, customer),
      customerStatus: currentStatus(customer),
      cards: cardsOf(ctx, customer.id).length,
      purposes: LOAN_PURPOSES,
    };
  });

  routes.id('loan.requestLoan', (call) => {
    const customer = requireCustomer(call);
    const amount = num(call.body, 'amount');
    const count = num(call.body, 'installments');
    if (!Number.isInteger(count) || count < 1 || count > 4) throw invalid('installments must be 1 to 4.');
    if (!(amount > 0) || Math.round(amount * 100) !== amount * 100) throw invalid('Please enter an amount.');
    const purpose = str(call.body, 'purpose');
    if (!(LOAN_PURPOSES as readonly string[]).includes(purpose)) throw invalid('Please choose the purpose of the loan.');
    for (const old of loansOf(ctx, customer.id)) if (PENDING.includes(old.status)) setStatus(ctx, old, 'cancelled');
    const now = ctx.nowIso();
    const issueDate = toDay(ctx);
    const loan = ctx.insert('loans', {
      customerId: customer.id,
      country: customer.country,
      application: customer.country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
      amount,
      issueDate,
      status: 'requested' as LoanStatus,
      purpose,
      installments: [] as Installment[],
      payments: [],
      statusHistory: [{ status: 'requested' as LoanStatus, createdAt: now, createdBy: 'customer' }],
      createdAt: now,
      installmentCount: count,
    }) as AccountLoan;
    loan.installments = schedule(loan.id, issueDate, amount, count);
    return loanView(ctx, loan);
  });

  routes.id('loan.checkstatus', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const limit = limitOf(ctx, customer);
    if (loan.status === 'requested') {
      const hasOpenLoan = loansOf(ctx, customer.id).some((l) => l.id !== loan.id && OPEN.includes(l.status));
      const decision = creditDecision({ status: currentStatus(customer), amount: loan.amount, limit, hasOpenLoan });
      if (decision.decision === 'approved') setStatus(ctx, loan, 'approved');
      else {
        setStatus(ctx, loan, 'declined');
        loan.declineMessage = decision.message;
      }
      ctx.changed();
    }
    return { status: loan.status, message: loan.declineMessage ?? null, limit, loan: loanView(ctx, loan) };
  });

  routes.id('loan.loanagreement', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.query.loanId);
    if (loan.status === 'requested' || loan.status === 'declined' || loan.status === 'cancelled') throw invalid('This loan has no agreement.');
    return {
      loanId: loan.id,
      preContract: renderTemplate(ctx, 'PRE_CONTRACT_INFORMATION', loan, customer),
      agreement: renderTemplate(ctx, 'LOAN_AGREEMENT', loan, customer),
      acceptedAt: loan.agreementAcceptedAt ?? null,
    };
  });

  // The staff version: any loan by id, the same text.
  routes.id('loan.staff/loanagreement', (call) => {
    const loan = anyLoan(ctx, call.query.loanId);
    const customer = ctx.customerById(loan.customerId);
    if (!customer) throw invalid('This loan has no customer.');
    if (loan.status === 'requested' || loan.status === 'declined' || loan.status === 'cancelled') throw invalid('This loan has no agreement.');
    return {
      loanId: loan.id,
      preContract: renderTemplate(ctx, 'PRE_CONTRACT_INFORMATION', loan, customer),
      agreement: renderTemplate(ctx, 'LOAN_AGREEMENT', loan, customer),
      acceptedAt: loan.agreementAcceptedAt ?? null,
    };
  });

  // The accepted agreement as a file (text: the mock makes no PDFs).
  routes.id('loan.loanAgreementAsPdf', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.query.loanId);
    const doc = (ctx.rows('documents') as DocumentRow[]).find((d) => d.loanId === loan.id && d.customerId === customer.id && d.type === 'loanAgreement');
    if (!doc) throw invalid('The agreement of this loan has not been accepted yet.');
    return { fileName: String(doc.fileName ?? `loan_agreement-${loan.id}.txt`), contentType: 'text/plain', content: doc.content ?? '' };
  });

  routes.id('loan.account/agreement', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    if (bool(call.body, 'accepted') !== true) throw invalid('Please accept the agreement to continue.');
    if (loan.status !== 'approved') throw invalid('This loan is not waiting for an agreement.');
    if (!loan.agreementAcceptedAt) {
      loan.agreementAcceptedAt = ctx.nowIso();
      for (const name of ['PRE_CONTRACT_INFORMATION', 'LOAN_AGREEMENT']) {
        const doc = renderTemplate(ctx, name, loan, customer);
        ctx.insert('documents', { customerId: customer.id, loanId: loan.id, type: name === 'LOAN_AGREEMENT' ? 'loanAgreement' : 'preContractInformation', title: doc.subject, fileName: `${name.toLowerCase()}-${loan.id}.txt`, content: doc.body, createdAt: ctx.nowIso() });
      }
      ctx.changed();
    }
    return loanView(ctx, loan);
  });

  routes.id('card.account/createAndValidate', (call) => {
    const customer = requireCustomer(call);
    const digits = str(call.body, 'cardNumber').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) throw invalid(CARD_INVALID);
    const expiry = str(call.body, 'expiry');
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
    const month = Number(match?.[1]);
    if (!match || month < 1 || month > 12) throw invalid('The expiry date must be MM/YY.');
    const lastDay = new Date(Date.UTC(2000 + Number(match[2]), month, 1));
    if (lastDay <= ctx.now()) throw invalid(CARD_EXPIRED);
    if (!/^\d{3,4}$/.test(str(call.body, 'cvv'))) throw invalid('The security code must be 3 digits.');
    const holderName = str(call.body, 'holderName');
    const last4 = digits.slice(-4);
    const card = ctx.insert('cards', {
      customerId: customer.id,
      country: customer.country,
      maskedPan: `**** **** **** ${last4}`,
      last4,
      brand: digits.startsWith('4') ? 'VISA' : 'MASTERCARD',
      expiry: `${match[1]}/${match[2]}`,
      holderName,
      provider: customer.country === 'GB' ? 'credorax' : 'paynopain',
      status: 'active',
      active: true,
      linked: true,
      deleted: false,
      subStatus: null,
      createdAt: ctx.nowIso(),
      statusHistory: [{ status: 'linked', createdAt: ctx.nowIso(), createdBy: 'customer' }],
    }) as unknown as CardRow;
    cardTransaction(ctx, card, null, 0.01, 'validate', 'success');
    return publicCard(card);
  });

  routes.id('card.account/cards', (call) => cardsOf(ctx, requireCustomer(call).id).map(publicCard));

  routes.id('loan.WidgetInit', (call) => {
    const customer = requireCustomer(call);
    const banks = customer.country === 'GB' ? ['Barclays', 'HSBC', 'Lloyds', 'NatWest', 'Santander UK'] : ['Santander', 'BBVA', 'CaixaBank', 'Sabadell'];
    return { sessionId: randomBytes(8).toString('hex'), banks };
  });

  routes.id('bankscraper.account/addCustomerBankAccountManually', (call) => {
    const customer = requireCustomer(call);
    const source = optStr(call.body, 'source') === 'widget' ? 'widget' : 'manual';
    const bankName = optStr(call.body, 'bankName') ?? (customer.country === 'GB' ? 'Bank account' : 'Cuenta bancaria');
    let details: Record<string, string>;
    if (source === 'widget') {
      const seq = String(customer.id * 7919 + ctx.rows('bankAccounts').length).padStart(8, '0').slice(-8);
      details = customer.country === 'GB' ? { sortCode: '200000', accountNumber: seq } : { iban: ibanFrom('ES', Number(seq)) };
    } else if (customer.country === 'GB') {
      const sortCode = str(call.body, 'sortCode').replace(/[\s-]/g, '');
      const accountNumber = str(call.body, 'accountNumber').replace(/\s/g, '');
      if (!/^\d{6}$/.test(sortCode)) throw invalid('The sort code must be 6 digits.');
      if (!/^\d{8}$/.test(accountNumber)) throw invalid('The account number must be 8 digits.');
      details = { sortCode, accountNumber };
    } else {
      const iban = normalizeIban(str(call.body, 'iban'));
      if (!isValidIban(iban, 'ES')) throw invalid('The IBAN is not valid.');
      details = { iban };
    }
    const account = ctx.insert('bankAccounts', { customerId: customer.id, bankName, ...details, source, verified: source === 'widget', createdAt: ctx.nowIso() });
    return account;
  });

  routes.id('bankscraper.account/getEligibleBankAccount', (call) => {
    const customer = requireCustomer(call);
    return ctx.rows('bankAccounts').filter((a) => a.customerId === customer.id).sort((a, b) => b.id - a.id);
  });

  routes.id('loan.account/setLoanIssued', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    if (loan.status !== 'approved') throw invalid('This loan cannot be paid out.');
    if (!loan.agreementAcceptedAt) throw invalid('Please accept the agreement first.');
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const account = ctx.rows('bankAccounts').find((a) => a.customerId === customer.id && a.id === id(call.body.bankAccountId, 'bankAccountId'));
    if (!account) throw invalid('Please choose the bank account to receive the money.');
    loan.cardId = card.id;
    loan.bankAccountId = account.id;
    if (cardFails(card)) {
      cardTransaction(ctx, card, loan, 0, 'transfer', 'failed');
      ctx.changed();
      throw invalid(TRANSFER_FAILED, 'TechnicalProblem');
    }
    const issueDate = toDay(ctx);
    loan.issueDate = issueDate;
    loan.installments = schedule(loan.id, issueDate, loan.amount, loan.installmentCount ?? loan.installments.length);
    loan.paymentToken = randomBytes(12).toString('hex');
    setStatus(ctx, loan, 'issued');
    const status = currentStatus(customer);
    if (status === 'registered' || status === 'systemApproved' || status === 'securityChecked') setCustomerStatus(ctx, customer, 'approved');
    const money = formatMoney(loan.amount, loan.country);
    ctx.sendSms(customer.mobilePhone, `Pronto: ${money} is on its way to your bank account. Pay any time at /r/${loan.paymentToken}`, customer.id, customer.country, 'paymentLink');
    ctx.changed();
    return loanView(ctx, loan);
  });

  routes.id('loan.customerAllLoans', (call) => {
    const customer = requireCustomer(call);
    return loansOf(ctx, customer.id).map((l) => loanView(ctx, sync(ctx, l))).sort((a, b) => b.id - a.id);
  });

  routes.id('loan.customerLoansByStatus', (call) => {
    const customer = requireCustomer(call);
    const wanted = String(call.query.status ?? '').split(',').filter(Boolean);
    return loansOf(ctx, customer.id)
      .map((l) => sync(ctx, l))
      .filter((l) => wanted.length === 0 || wanted.includes(l.status))
      .map((l) => loanView(ctx, l))
      .sort((a, b) => b.id - a.id);
  });

  routes.id('loan.loan', (call) => {
    const customer = requireCustomer(call);
    if (call.query.loanId !== undefined) return loanView(ctx, ownLoan(ctx, customer, call.query.loanId));
    const loans = loansOf(ctx, customer.id).map((l) => sync(ctx, l));
    const current = loans.find((l) => OPEN.includes(l.status)) ?? loans.at(-1);
    return current ? loanView(ctx, current) : null;
  });

  routes.id('loan.account/payLoanSingleInstallment', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const next = loan.installments.find((i) => i.status !== 'paid');
    if (!next || !OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
    const amount = Math.min(due(next), settlementAmount(loan, toDay(ctx)));
    return { paid: amount, loan: loanView(ctx, pay(ctx, loan, card, amount, 'card')) };
  });

  routes.id('loan.account/payloanv2', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const amount = payAmount(call.body, loan, ctx);
    return { paid: round2(amount), loan: loanView(ctx, pay(ctx, loan, card, amount, 'card')) };
  });

  routes.id('loan.account/calculateFutureCloseAmount', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.body.loanId);
    if (!OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
    const day = optStr(call.body, 'date')?.slice(0, 10) ?? toDay(ctx);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw invalid('date must be a date (YYYY-MM-DD).');
    if (day < toDay(ctx)) throw invalid('The date cannot be in the past.');
    return closeAmount(loan, day);
  });

  // Payment by link (/r/:paymentToken), no login: the token stands for one loan.
  const byToken = (token: string | undefined): AccountLoan => {
    const loan = (ctx.db.loans as AccountLoan[]).find((l) => l.paymentToken && l.paymentToken === token);
    if (!loan) throw invalid('This payment link is not valid.');
    return sync(ctx, loan);
  };

  routes.id('loan.loans.get', ({ params }) => {
    const loan = byToken(params.token);
    const customer = ctx.customerById(loan.customerId);
    const view = loanView(ctx, loan);
    return { firstName: customer?.firstName ?? '', loan: { id: view.id, amount: view.amount, country: view.country, status: view.status, nextInstallment: view.nextInstallment, summary: view.summary } };
  });

  routes.id('card.getCardsWithToken', ({ params }) => {
    const loan = byToken(params.token);
    return cardsOf(ctx, loan.customerId).map((c) => ({ id: c.id, maskedPan: c.maskedPan, last4: publicCard(c).last4, brand: c.brand }));
  });

  routes.id('loan.payLoanWithToken', ({ params, body }) => {
    const loan = byToken(params.token);
    const card = ownCard(ctx, loan.customerId, params.selectedCardId);
    const next = loan.installments.find((i) => i.status !== 'paid');
    const amount = body.amount === undefined && !bool(body, 'full') ? (next ? due(next) : 0) : payAmount(body, loan, ctx);
    const paid = pay(ctx, loan, card, Math.min(amount, settlementAmount(loan, toDay(ctx))), 'token');
    const view = loanView(ctx, paid);
    return { paid: round2(amount), loan: { id: view.id, status: view.status, nextInstallment: view.nextInstallment, summary: view.summary } };
  });

  // Rollover: pay the next instalment's interest now and move its due date (once, up to 30 days,
  // never past the following instalment; not while overdue).
  function rolloverDates(loan: AccountLoan): { dates: string[]; reason: string | null } {
    const index = loan.installments.findIndex((i) => i.status !== 'paid');
    const next = loan.installments[index];
    if (loan.status !== 'issued' || !next) return { dates: [], reason: 'Only a running loan without arrears can be rolled over.' };
    if ((loan.rollovers ?? 0) >= MAX_ROLLOVERS) return { dates: [], reason: 'This loan has already been rolled over.' };
    if (next.paidAmount > 0) return { dates: [], reason: 'An instalment that is partly paid cannot be rolled over.' };
    const following = loan.installments[index + 1];
    const dates: string[] = [];
    for (let d = 1; d <= ROLLOVER_MAX_DAYS; d++) {
      const day = addDays(next.expectedDate, d);
      if (following && day >= following.expectedDate) break;
      dates.push(day);
    }
    return { dates, reason: dates.length ? null : 'There is no date to move this instalment to.' };
  }

  function rolloverCost(loan: AccountLoan, date: string) {
    const { dates } = rolloverDates(loan);
    if (!dates.includes(date)) throw invalid('Please choose one of the dates offered.');
    const next = loan.installments.find((i) => i.status !== 'paid') as Installment;
    const days = Math.round((Date.parse(date) - Date.parse(next.expectedDate)) / 86_400_000);
    // The contract rate on the moved principal, within the total cost cap (@pronto/domain caps.ts).
    const extraInterest = rolloverInterest(loan, days);
    return { date, days, payNow: next.interest, extraInterest, newInstallmentAmount: round2(next.principal + extraInterest), installmentNumber: next.number };
  }

  routes.id('loan.rolloverAvailableDates', (call) => rolloverDates(ownLoan(ctx, requireCustomer(call), call.query.loanId)));

  routes.id('loan.rolloverCalculate', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.query.loanId);
    return rolloverCost(loan, String(call.query.date ?? '').slice(0, 10));
  });

  // The staff version: the cost of moving the next instalment `days` later (the console's calculator).
  routes.id('loan.staff/rolloverCalculate', (call) => {
    const loan = anyLoan(ctx, call.query.loanId);
    const days = call.query.days === undefined ? ROLLOVER_MAX_DAYS : Number(call.query.days);
    if (!Number.isInteger(days) || days < 1 || days > ROLLOVER_MAX_DAYS) throw invalid(`days must be a whole number from 1 to ${ROLLOVER_MAX_DAYS}.`);
    const offered = rolloverDates(loan);
    if (offered.reason) throw invalid(offered.reason);
    const next = loan.installments.find((i) => i.status !== 'paid') as Installment;
    return { ...rolloverCost(loan, addDays(next.expectedDate, days)), dates: offered.dates };
  });

  routes.id('loan.account/rollover', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const cost = rolloverCost(loan, str(call.body, 'date').slice(0, 10));
    let moved: Installment[];
    try {
      moved = rolloverSchedule(loan, cost.days, cost.extraInterest);
    } catch (error) {
      if (error instanceof CapError) throw invalid(error.message);
      throw error;
    }
    pay(ctx, loan, card, cost.payNow, 'card');
    const after = new Map(moved.map((i) => [i.number, i]));
    loan.installments = loan.installments.map((i) => {
      const m = after.get(i.number);
      return m ? { ...i, expectedDate: m.expectedDate, interestStartDate: m.interestStartDate, interest: m.interest } : i;
    });
    loan.rollovers = (loan.rollovers ?? 0) + 1;
    sync(ctx, loan);
    ctx.changed();
    return { ...cost, loan: loanView(ctx, loan) };
  });

  routes.id('loan.account/paymentReason', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.body.loanId);
    const reason = str(call.body, 'reason');
    if (!(PAYMENT_REASONS as readonly string[]).includes(reason)) throw invalid('Please choose a reason.');
    loan.paymentReasons = [...(loan.paymentReasons ?? []), { reason, details: optStr(call.body, 'details') ?? '', createdAt: ctx.nowIso() }];
    ctx.changed();
    return { saved: true };
  });

  routes.id('communication.account/documentList', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.query.loanId);
    const stored = (ctx.rows('documents') as DocumentRow[])
      .filter((d) => d.customerId === customer.id && d.loanId === loan.id)
      .map(({ content: _c, ...d }) => d);
    const { content: _content, ...current } = statement(ctx, loan);
    return OPEN.includes(loan.status) || loan.status === 'repaid' ? [...stored, current] : stored;
  });

  routes.id('communication.account/document', (call) => {
    const customer = requireCustomer(call);
    const key = String(call.query.id ?? '');
    const statementOf = /^statement-(\d+)$/.exec(key);
    if (statementOf) return statement(ctx, ownLoan(ctx, customer, statementOf[1]));
    const doc = (ctx.rows('documents') as DocumentRow[]).find((d) => d.id === id(key, 'id') && d.customerId === customer.id);
    if (!doc) throw new ApiError(404, 'Document not found.');
    return doc;
  });

  routes.id('customer.account/customer', (call) => ctx.details(requireCustomer(call)));

  routes.id('customer.account/customer.put', (call) => {
    const customer = requireCustomer(call);
    const email = optStr(call.body, 'emailAddress');
    if (email !== undefined) {
      const problem = validEmail()(email);
      if (problem) throw invalid(problem);
      const owner = ctx.customerByEmail(email);
      if (owner && owner.id !== customer.id) throw invalid('This e-mail address is already in use. Please enter another one.');
      customer.emailAddress = email.toLowerCase();
      customer.communication = customer.communication.map((c) => (c.type === 'email' && c.subType === 'personal' ? { ...c, value: customer.emailAddress } : c));
    }
    const income = optNum(call.body, 'monthlyIncome');
    if (income !== undefined) {
      if (income < 100 || income > 100000) throw invalid('Monthly income must be between 100 and 100000.');
      customer.monthlyIncome = income;
    }
    for (const field of ['employmentStatus', 'position'] as const) {
      const value = optStr(call.body, field);
      if (value !== undefined) customer[field] = value;
    }
    ctx.changed();
    return ctx.details(customer);
  });

  routes.id('customer.account/address', (call) => {
    const customer = requireCustomer(call);
    const postCode = str(call.body, 'postCode').toUpperCase();
    if (!getCountry(customer.country).postCodePattern.test(postCode)) throw invalid(customer.country === 'GB' ? 'Please enter a valid UK postcode.' : 'El código postal debe tener 5 dígitos.');
    const home = {
      addressType: 'home' as const,
      country: customer.country,
      postCode,
      houseNumber: str(call.body, 'houseNumber'),
      flatNumber: optStr(call.body, 'flatNumber') ?? '',
      building: optStr(call.body, 'building') ?? '',
      street: str(call.body, 'street'),
      town: str(call.body, 'town'),
      county: optStr(call.body, 'county') ?? '',
    };
    customer.customerAddress = [...customer.customerAddress.filter((a) => a.addressType !== 'home'), home];
    ctx.changed();
    return ctx.details(customer);
  });
}

export type { Loan };
