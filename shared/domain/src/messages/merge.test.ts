import { describe, expect, it } from 'vitest';
import type { Loan, Payment } from '@pronto/api';
import { addDays } from '../loan/dates.ts';
import { installmentsFromPlan, paymentPlan } from '../loan/payment-plan.ts';
import { currentLoan, loanArrears, loanBalance, mergeMessage, mergeTemplate, mergeValues, nextInstalment, templateFits } from './merge.ts';

const ISSUE = '2026-10-01';
const DUE = [30, 60, 90, 120].map((d) => addDays(ISSUE, d)); // 2026-10-31, 11-30, 12-30, 2027-01-29

/** The representative loan (200 over four 30-day periods, 80.95 each) with the given payments. */
function makeLoan(country: Loan['country'], payments: Pick<Payment, 'amount' | 'date'>[] = [], over: Partial<Loan> = {}): Loan {
  const plan = paymentPlan({ issueDate: ISSUE, paymentDates: DUE, amount: 200 });
  return {
    id: 7,
    customerId: 3,
    country,
    application: country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
    amount: 200,
    issueDate: ISSUE,
    status: 'issued',
    installments: installmentsFromPlan(plan, 7, 701),
    payments: payments.map((p, i) => ({ id: i + 1, loanId: 7, method: 'card', deleted: false, ...p })),
    statusHistory: [{ status: 'issued', createdAt: `${ISSUE}T10:00:00Z` }],
    ...over,
  };
}

// The first instalment (80.95) paid, and 24.65 of the second: 56.30 of it is left, due on 30/11/2026.
const PAID = [{ amount: 105.6, date: '2026-10-31' }];
const AT = '2026-11-25T12:00:00Z';
const jane = { firstName: 'Jane', lastName: 'Doe', country: 'GB' as const };
const lucia = { firstName: 'Lucía', lastName: 'García', country: 'ES' as const };

describe('nextInstalment and loanBalance: from the ledger (@pronto/domain), never a stored figure', () => {
  it('the next instalment is what is left of the oldest unpaid one, with its due date', () => {
    expect(nextInstalment(makeLoan('GB', PAID), AT)).toEqual({ number: 2, expectedDate: '2026-11-30', amount: 56.3 });
  });

  it('the balance is everything still due on the schedule', () => {
    const loan = makeLoan('GB', PAID);
    const scheduled = loan.installments.reduce((s, i) => s + Math.round((i.principal + i.interest) * 100), 0);
    expect(loanBalance(loan, AT)).toBe((scheduled - 10560) / 100);
  });

  it('late charges count: after a missed due date the next instalment carries the fee and late interest', () => {
    const late = nextInstalment(makeLoan('GB'), '2026-11-10T12:00:00Z');
    expect(late?.number).toBe(1);
    expect(late?.amount).toBeGreaterThan(80.95 + 10);
  });

  it('a repaid loan has no next instalment', () => {
    const loan = makeLoan('GB', [{ amount: 400, date: '2026-10-02' }]);
    expect(nextInstalment(loan, AT)).toBeNull();
  });
});

describe('loanArrears: what is overdue, and for how long, from the ledger', () => {
  it('a loan paid on time has no arrears', () => {
    expect(loanArrears(makeLoan('GB', PAID), AT)).toEqual({ amount: 0, days: 0 });
  });

  it('a missed first instalment: its amount with the fee and late interest, days counted from its due date', () => {
    const loan = makeLoan('GB');
    const at = '2026-11-10T12:00:00Z';
    const arrears = loanArrears(loan, at);
    // 31/10 to 10/11: ten days late; the instalment is all that is overdue, charges included.
    expect(arrears.days).toBe(10);
    expect(arrears.amount).toBe(nextInstalment(loan, at)?.amount);
    expect(arrears.amount).toBeGreaterThan(80.95 + 10);
  });

  it('an instalment due today is not yet in arrears', () => {
    expect(loanArrears(makeLoan('GB'), '2026-10-31T12:00:00Z')).toEqual({ amount: 0, days: 0 });
  });
});

describe('currentLoan: the newest open loan', () => {
  it('skips repaid and requested loans, prefers the latest issued', () => {
    const old = makeLoan('GB', [{ amount: 400, date: '2026-10-02' }], { id: 1 });
    const open = makeLoan('GB', PAID, { id: 2 });
    const requested = makeLoan('GB', [], { id: 3, status: 'requested' });
    expect(currentLoan([old, open, requested], AT)?.id).toBe(2);
    expect(currentLoan([old, requested], AT)).toBeNull();
  });
});

describe("mergeValues: the customer's own figures, in the customer's market", () => {
  it("UK: £ with a point, DD/MM/YYYY, the UK site's repay link", () => {
    const values = mergeValues({ customer: jane, loan: makeLoan('GB', PAID), at: AT });
    expect(values).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      fullName: 'Jane Doe',
      amount: '£56.30',
      date: '30/11/2026',
      loanId: '7',
      repayLink: 'https://www.pronto.co.uk/payment',
    });
    expect(values.balance).toMatch(/^£\d{3}\.\d{2}$/);
  });

  it('ES: euros after the amount with a comma, the Spanish site', () => {
    const values = mergeValues({ customer: lucia, loan: makeLoan('ES', PAID), at: AT });
    expect(values).toMatchObject({
      firstName: 'Lucía',
      amount: '56,30\u00a0€',
      date: '30/11/2026',
      repayLink: 'https://www.pronto.es/payment',
    });
  });

  it('in arrears: the arrears, the days late and since when; no repayment "due" on a past date', () => {
    // The first instalment (due 31/10/2026) missed: 214 days later it is still what is overdue.
    const at = '2027-06-02T12:00:00Z';
    const loan = makeLoan('GB');
    const values = mergeValues({ customer: jane, loan, at });
    const arrears = loanArrears(loan, at);
    expect(arrears.days).toBe(214);
    expect(values).toMatchObject({ arrears: `£${arrears.amount.toFixed(2)}`, daysLate: '214', overdueSince: '31/10/2026' });
    expect(values.amount).toBeUndefined();
    expect(values.date).toBeUndefined();
    // A plain reminder cannot be filled for them; the arrears reminder can.
    expect(mergeTemplate('Pronto: your repayment of {amount} is due on {date}.', values).missing).toEqual(['amount', 'date']);
    expect(mergeTemplate('{daysLate} days late: {arrears} overdue since {overdueSince}.', values)).toEqual({
      text: `214 days late: £${arrears.amount.toFixed(2)} overdue since 31/10/2026.`,
      missing: [],
    });
  });

  it('up to date: the next repayment, never a date already past, and no arrears', () => {
    const values = mergeValues({ customer: jane, loan: makeLoan('GB', PAID), at: AT });
    expect(values.arrears).toBeUndefined();
    expect(values.daysLate).toBeUndefined();
    expect(values.date).toBe('30/11/2026');
  });

  it("no open loan: the loan's variables have no value", () => {
    const values = mergeValues({ customer: jane, loan: null, at: AT });
    expect(values.amount).toBeUndefined();
    expect(values.date).toBeUndefined();
    expect(values.balance).toBeUndefined();
    expect(values.firstName).toBe('Jane');
  });
});

describe('mergeTemplate: one merge for the preview and the send', () => {
  it('fills the seeded reminder with the real next instalment', () => {
    const values = mergeValues({ customer: jane, loan: makeLoan('GB', PAID), at: AT });
    expect(mergeTemplate('Pronto: your repayment of {amount} is due on {date}.', values)).toEqual({
      text: 'Pronto: your repayment of £56.30 is due on 30/11/2026.',
      missing: [],
    });
  });

  it('reports every variable without a value once, in order, and leaves it visible', () => {
    const values = mergeValues({ customer: { ...jane, firstName: '' }, loan: null, at: AT });
    expect(mergeTemplate('{firstName}: {amount} on {date}; {amount} again, PIN {pin}', values)).toEqual({
      text: '{firstName}: {amount} on {date}; {amount} again, PIN {pin}',
      missing: ['firstName', 'amount', 'date', 'pin'],
    });
  });

  it('leaves braces that are not variables alone', () => {
    expect(mergeTemplate('<style>p{color:red}</style>{ firstName }', {})).toEqual({
      text: '<style>p{color:red}</style>{ firstName }',
      missing: [],
    });
  });

  it('mergeMessage fills the subject too and reports its variables', () => {
    const values = mergeValues({ customer: jane, loan: null, at: AT });
    expect(mergeMessage({ subject: 'Due {date}', body: '<p>Dear {firstName}</p>' }, values)).toEqual({
      subject: 'Due {date}',
      body: '<p>Dear Jane</p>',
      missing: ['date'],
    });
  });
});

describe("templateFits: the picker offers a customer only the channel's templates of their market", () => {
  const templates = [
    { id: 1, name: 'PAYMENT_REMINDER_SMS', channel: 'sms', country: 'GB', language: 'en-GB', active: true },
    { id: 2, name: 'PAYMENT_REMINDER', channel: 'email', country: 'GB', language: 'en-GB', active: true },
    { id: 3, name: 'RECORDATORIO_PAGO', channel: 'email', country: 'ES', language: 'es-ES', active: true },
    { id: 4, name: 'RECORDATORIO_PAGO_SMS', channel: 'sms', country: 'ES', language: 'es-ES', active: true },
    { id: 5, name: 'OLD_SMS', channel: 'sms', country: 'GB', active: false },
    { id: 6, name: 'ANY_MARKET_SMS', channel: 'sms', active: true },
    { id: 7, name: 'SPANISH_NO_COUNTRY', channel: 'sms', language: 'es-ES', active: true },
    { id: 8, name: 'TERMS', channel: 'page', country: 'GB', active: true },
  ];
  it.each([
    ['GB', 'sms', ['PAYMENT_REMINDER_SMS', 'ANY_MARKET_SMS']],
    ['GB', 'email', ['PAYMENT_REMINDER']],
    ['ES', 'sms', ['RECORDATORIO_PAGO_SMS', 'ANY_MARKET_SMS', 'SPANISH_NO_COUNTRY']],
    ['ES', 'email', ['RECORDATORIO_PAGO']],
  ] as const)('%s %s -> %j', (country, channel, names) => {
    expect(templates.filter((t) => templateFits(t, { channel, country })).map((t) => t.name)).toEqual(names);
  });
});
