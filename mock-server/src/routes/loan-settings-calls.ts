import type { Bank, DiscountProposal, DiscountRule, Impediment, IssueStrategy, LoanDefinition, LoanPurpose } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { LoanRecord, Row, Stored } from '../types.ts';
import { bumpVersion, checkVersion, editorCountry, editorOf } from '../versions.ts';
import { id } from '../validate.ts';
import type { Routes } from './define.ts';
import { checkedDiscountRule, editedLoanDefinition, IMPEDIMENT_STATUSES, isOpenImpediment, ruleApplies } from './loan-settings-rules.ts';
import { idFrom, loanOr422, newest, staffName } from './staff-helpers.ts';

const RUNNING = ['issued', 'overdue'];

/** `loan.discount` records per-loan discounts in `discountRules` too (kind loanDiscount): they are not rules. */
const isRule = (row: Row) => row.kind !== 'loanDiscount';

/** A field of the call: body first, then the query string. */
const fieldOf = (call: Call, name: string): unknown => call.body[name] ?? call.query[name];

/** Impediments, newest first, by `status` (one of IMPEDIMENT_STATUSES) and `loanId` when given. */
export function impedimentsMatching(ctx: Context, call: Call): Stored<Impediment>[] {
  const filter = typeof call.body.filter === 'object' && call.body.filter !== null ? (call.body.filter as Record<string, unknown>) : {};
  const status = fieldOf(call, 'status') ?? filter.status;
  if (status !== undefined && status !== '' && !(IMPEDIMENT_STATUSES as readonly unknown[]).includes(status))
    throw invalid(`status must be one of ${IMPEDIMENT_STATUSES.join(', ')}.`);
  const loanId = fieldOf(call, 'loanId') ?? filter.loanId;
  const loan = loanId === undefined || loanId === '' ? undefined : id(loanId, 'loanId');
  return newest(
    ctx.rows<Impediment>('impediments').filter((r) => (!status || r.status === status) && (loan === undefined || r.loanId === loan)),
  );
}

/** Refuses an impediment on a loan that is not running or already has an open one. */
export function checkNewImpediment(ctx: Context, loan: LoanRecord): void {
  if (!RUNNING.includes(loan.status))
    throw invalid(`Loan ${loan.id} is ${loan.status}: only an issued or overdue loan can have an impediment.`);
  const open = ctx.rows('impediments').find((r) => r.loanId === loan.id && isOpenImpediment(r));
  if (open) throw invalid(`Loan ${loan.id} already has an open impediment (${String(open.status)}).`);
}

/** Whether a customer may ask for an impediment: a running loan without an open one. */
export function canCreateImpediment(ctx: Context, customerId: number): { canCreate: boolean; loanIds: number[]; reason: string | null } {
  const running = ctx.db.loans.filter((l) => l.customerId === customerId && RUNNING.includes(l.status));
  const blocked = new Set(
    ctx
      .rows('impediments')
      .filter(isOpenImpediment)
      .map((r) => r.loanId),
  );
  const loanIds = running.filter((l) => !blocked.has(l.id)).map((l) => l.id);
  if (loanIds.length) return { canCreate: true, loanIds, reason: null };
  return {
    canCreate: false,
    loanIds,
    reason: running.length ? 'Every running loan already has an open impediment.' : 'The customer has no issued or overdue loan.',
  };
}

/** Loan definitions, discount rules and proposals, purposes, banks, the issue strategy and impediment checks. */
export function registerLoanSettingCalls(routes: Routes, ctx: Context): void {
  const definition = (call: Call): Stored<LoanDefinition> => {
    const key = fieldOf(call, 'id') ?? fieldOf(call, 'name') ?? fieldOf(call, 'country');
    if (key === undefined || key === '') throw invalid('id, name or country is required.');
    const text = String(key).toUpperCase();
    const found = ctx
      .rows<LoanDefinition>('loanDefinitions')
      .find((r) => String(r.id) === String(key) || String(r.name).toUpperCase() === text || r.country === (text === 'UK' ? 'GB' : text));
    if (!found) throw invalid(`Loan definition ${String(key)} does not exist.`);
    return found;
  };
  routes.id('loan.getLoanDefinition', definition);
  routes.id('loan.loanDefinition', (call) => {
    const row = definition({ ...call, query: {}, body: { id: call.body.id } });
    // A product is shared by every application of its market: a save from an older version is refused (409).
    checkVersion(row, call.body, 'loan definition', row.country);
    Object.assign(row, editedLoanDefinition(row, call.body));
    bumpVersion(ctx, row, editorOf(call));
    ctx.changed();
    return row;
  });

  const rules = () => ctx.rows<DiscountRule>('discountRules').filter(isRule);
  const ruleOr422 = (value: unknown): Stored<DiscountRule> => {
    const ruleId = id(value, 'id');
    const found = rules().find((r) => r.id === ruleId);
    if (!found) throw invalid(`Discount rule ${ruleId} does not exist.`);
    return found;
  };
  routes.id('loan.discount/rules', () => rules());
  routes.id('loan.discount/rules.post', (call) => {
    const existing = call.body.id === undefined || call.body.id === null || call.body.id === '' ? undefined : ruleOr422(call.body.id);
    if (existing) checkVersion(existing, call.body, 'discount rule', editorCountry(call));
    else delete call.body.version;
    const checked = checkedDiscountRule(
      call.body,
      rules().filter((r) => r !== existing),
    );
    if (!existing) return ctx.insert('discountRules', { ...checked, createdBy: staffName(call), createdAt: ctx.nowIso() });
    Object.assign(existing, checked);
    bumpVersion(ctx, existing, editorOf(call));
    ctx.changed();
    return existing;
  });
  routes.id('loan.discount/rule', (call) => {
    const rule = ruleOr422(fieldOf(call, 'id'));
    const all = ctx.rows('discountRules');
    all.splice(all.indexOf(rule), 1);
    ctx.changed();
    return rule;
  });
  routes.id('loan.discount/proposals', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    if (!RUNNING.includes(loan.status)) return [];
    const today = ctx.nowIso().slice(0, 10);
    const earlierLoans = ctx.db.loans.filter(
      (l) => l.customerId === loan.customerId && l.id !== loan.id && (l.status === 'repaid' || l.status === 'closed'),
    ).length;
    const interestLeft = loan.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.interest, 0);
    return rules()
      .filter((r) => ruleApplies(r, today, earlierLoans))
      .map((r): DiscountProposal => ({
        ruleId: r.id,
        loanId: loan.id,
        name: r.name,
        percent: r.percent,
        earlierLoans,
        amount: Math.round(interestLeft * Number(r.percent)) / 100,
      }))
      .sort((a, b) => b.amount - a.amount);
  });

  routes.id('loan.getLoanPurpose', (call) => {
    const spanish =
      String(fieldOf(call, 'language') ?? '')
        .toLowerCase()
        .startsWith('es') || fieldOf(call, 'country') === 'ES';
    return ctx
      .rows<Omit<LoanPurpose, 'label'>>('loanPurposes')
      .filter((p) => p.active !== false)
      .map((p) => ({ ...p, label: spanish ? p.nameEs : p.name }));
  });
  routes.id('loan.LoanIssueStrategy', (call) => {
    const country = fieldOf(call, 'country');
    const strategies = ctx.rows<IssueStrategy>('loanIssueStrategies');
    if (country === undefined || country === '') return strategies;
    const found = strategies.find((r) => r.country === (String(country).toUpperCase() === 'UK' ? 'GB' : String(country).toUpperCase()));
    if (!found) throw invalid('country must be GB or ES.');
    return found;
  });
  routes.id('loan.banks', (call) => {
    const country = call.caller.kind === 'customer' ? call.caller.customer.country : undefined;
    return ctx.rows('banks').filter((b) => b.available !== false && (!country || b.country === country));
  });
  routes.id('loan.staff/banks', (call) => {
    const country = fieldOf(call, 'country');
    return ctx.rows<Bank>('banks').filter((b) => !country || b.country === country);
  });
  routes.id('loan.customerCanCreateImpediment', (call) => {
    if (call.caller.kind !== 'customer') throw invalid('Only a customer can ask this.');
    return canCreateImpediment(ctx, call.caller.customer.id);
  });
  routes.id('loan.staff/customerCanCreateImpediment', (call) => canCreateImpediment(ctx, idFrom(call, 'customerId')));
}
