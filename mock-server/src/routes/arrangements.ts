import { formatMoney } from '@pronto/countries';
import { round2, settlementAmount } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { LoanRecord, Row } from '../types.ts';
import { num } from '../validate.ts';

/** How an arrangement came about: agreed with staff, from a proof of payment, or set on many loans at once. */
export type ArrangementSource = 'agreed' | 'paymentProof' | 'bulk';

/** An arrangement's amount: more than 0 and no more than what settles the loan today. */
export function arrangedAmount(ctx: Context, loan: LoanRecord, body: Record<string, unknown>): number {
  const amount = num(body, 'amount');
  if (!(amount > 0)) throw invalid('amount must be more than 0.');
  const owed = settlementAmount(loan, ctx.nowIso().slice(0, 10));
  if (amount > owed) throw invalid(`The arrangement is for more than loan ${loan.id} owes (${formatMoney(owed, loan.country)}).`);
  return round2(amount);
}

/**
 * Saves the loan's payment arrangement: a loan has one active arrangement, changed in place when there is
 * one. The loan's internal collection history (loan.icHistory) shows it, as collection holds while it runs.
 */
export function saveArrangement(
  ctx: Context,
  loan: LoanRecord,
  terms: { amount: number; date: string; source: ArrangementSource },
  by: string,
): Row {
  const now = ctx.nowIso();
  const existing = ctx.rows('arrangements').find((a) => a.loanId === loan.id && a.status === 'active');
  let saved: Row;
  if (existing) {
    Object.assign(existing, { ...terms, updatedAt: now, updatedBy: by });
    ctx.changed();
    saved = existing;
  } else {
    saved = ctx.insert('arrangements', {
      loanId: loan.id,
      customerId: loan.customerId,
      ...terms,
      status: 'active',
      createdBy: by,
      createdAt: now,
    });
  }
  ctx.insert('collectionAssignments', {
    loanId: loan.id,
    customerId: loan.customerId,
    kind: 'arrangement',
    value: { arrangementId: saved.id, ...terms },
    createdBy: by,
    createdAt: now,
  });
  return saved;
}
