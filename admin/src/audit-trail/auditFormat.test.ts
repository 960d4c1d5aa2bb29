import { afterAll, describe, expect, it } from 'vitest';
import type { AuditChange, AuditEntry } from '@pronto/api';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { actionKey, changeLines, humanise, targetOf, when, whatText } from './auditFormat.ts';
import { SEEDED_CHANGES } from './seededChanges.generated.ts';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

/** The entry: a card payment of £96.01 that paid instalment 2 (id 16) and added payment 10300. */
const cardPayment: Pick<AuditEntry, 'targetType' | 'changes' | 'country'> = {
  targetType: 'loan',
  country: 'GB',
  changes: [
    { field: 'installments[16].paidAmount', before: 30, after: 126.01, rowNumber: 2 },
    { field: 'installments[16].status', before: 'partiallyPaid', after: 'paid', rowNumber: 2 },
    { field: 'installments[16].paidDate', before: null, after: '2026-11-27', rowNumber: 2 },
    { field: 'payments[10300].id', before: null, after: 10300 },
    { field: 'payments[10300].loanId', before: null, after: 5 },
    { field: 'payments[10300].amount', before: null, after: 96.01 },
    { field: 'payments[10300].date', before: null, after: '2026-11-27' },
    { field: 'payments[10300].method', before: null, after: 'card' },
    { field: 'payments[10300].deleted', before: null, after: false },
    { field: 'status', before: 'overdue', after: 'issued' },
  ],
};

afterAll(() => i18nProvider.changeLocale('en'));

describe('audit entries in words', () => {
  it.each([
    ['loan.deletePayment', 'pronto.audit.calls.loan_deletePayment'],
    ['customer.blacklist/add', 'pronto.audit.calls.customer_blacklist_add'],
    ['membership.resetCamPassword', 'pronto.audit.calls.membership_resetCamPassword'],
    ['rest.customers.patch', 'pronto.audit.restCalls.patch'],
  ])('%s is named by %s', (callId, key) => expect(actionKey(callId)).toBe(key));

  it('names the record', () => {
    expect(targetOf({ targetType: 'loan', targetId: 5 })).toEqual({ key: 'pronto.audit.targets.loan', args: { id: 5 } });
    expect(whatText({ callId: 'rest.customers.patch', targetType: 'customer', targetId: 9 }, translate)).toBe('Edited · Customer 9');
    expect(
      whatText({ callId: 'rest.loanDefinitions.post', targetType: 'record', targetId: 3, resource: 'loanDefinitions' }, translate),
    ).toBe('Created · Loan definition 3');
  });

  it('writes the changes in words: rows numbered from 1, money in the loan currency, a new payment on one line', () => {
    expect(changeLines(cardPayment, translate, 'en')).toEqual([
      'Instalment 2: Paid £30.00 → £126.01, Status Partly paid → Paid, Paid on None → 27/11/2026',
      'Payment 10300 added: £96.01 on 27/11/2026 (Card)',
      'Status: Overdue → Issued',
    ]);
  });

  it('writes a customer edit with its labels, yes/no, hidden secrets and a field with no label in words', () => {
    const changes: AuditChange[] = [
      { field: 'firstName', before: 'Ada', after: 'Rosalind' },
      { field: 'monthlyIncome', before: 1200, after: 2750 },
      { field: 'vip', before: false, after: true },
      { field: 'employmentStatus', before: 'partTimeEmployed', after: 'fullTimeEmployed' },
      { field: 'pin', before: '(hidden)', after: '(hidden, changed)' },
      { field: 'riskScore.setBy', before: null, after: 'agent@pronto.test' },
    ];
    expect(changeLines({ targetType: 'customer', country: 'ES', changes }, translate, 'en')).toEqual([
      'First name: Ada → Rosalind',
      'Monthly income: 1.200,00\u00a0€ → 2.750,00\u00a0€',
      'VIP: No → Yes',
      'Employment: Part-time employed → Full-time employed',
      'Pin: hidden → changed (hidden)',
      'Risk score › Set by: None → agent@pronto.test',
    ]);
    expect(humanise('lateInterest')).toBe('Late interest');
  });

  it('writes every field path of a seeded audit without a path, a bracket or a code word', () => {
    expect(SEEDED_CHANGES.length).toBeGreaterThan(50);
    for (const { change, ...entry } of SEEDED_CHANGES) {
      const changed: AuditChange = { ...change, before: change.after, after: change.before };
      for (const sample of [change, changed]) {
        const [line = ''] = changeLines({ ...entry, country: entry.country as AuditEntry['country'], changes: [sample] }, translate, 'en');
        const steps = change.field.split(/[.[\]]+/).filter((s) => s !== '' && !/^\d+$/.test(s));
        expect(line, change.field).not.toContain('[');
        expect(line, change.field).not.toContain(change.field.replace(/\[\d+\]/, ''));
        for (let i = 1; i < steps.length; i++) expect(line, change.field).not.toContain(`${steps[i - 1]}.${steps[i]}`);
        expect(line, change.field).not.toMatch(/\b[a-z]+[A-Z]\w*/);
      }
    }
  });

  it('writes them in Spanish too', async () => {
    await i18nProvider.changeLocale('es');
    // The currency is the loan's market (a UK loan in pounds), the words the console's language.
    expect(changeLines(cardPayment, translate, 'es')).toEqual([
      'Cuota 2: Pagado £30.00 → £126.01, Estado Pagada en parte → Pagada, Pagado el Ninguno → 27/11/2026',
      'Pago 10300 — alta: £96.01 el 27/11/2026 (Tarjeta)',
      'Estado: Vencido → Concedido',
    ]);
    expect(
      changeLines(
        { targetType: 'customer', country: 'ES', changes: [{ field: 'monthlyIncome', before: 1200, after: 2750 }] },
        translate,
        'es',
      ),
    ).toEqual(['Ingresos mensuales: 1.200,00\u00a0€ → 2.750,00\u00a0€']);
    await i18nProvider.changeLocale('en');
  });

  it("dates an entry in the console's language, not the browser's", () => {
    expect(when('2026-11-25T19:40:00Z', 'en')).toMatch(/^25\/11\/2026,? \d{2}:40$/);
    // Spanish too with a four-digit year: one way of writing dates in the console (fields/locale.ts).
    expect(when('2026-11-25T19:40:00Z', 'es')).toMatch(/^25\/11\/2026,? \d{2}:40$/);
  });
});
