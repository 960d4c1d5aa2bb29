import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { toPence, toPounds } from './money.ts';
import { LoanRuleError } from './refusals.ts';

/**
 * The loan after a discount of `amount`: it writes off interest still to pay, last instalment first, never
 * below zero, and counts it in `writtenOff` (so later late interest cannot take it back); more than that
 * interest is refused (LoanRuleError).
 */
export function applyDiscount<L extends Pick<Loan, 'country' | 'installments' | 'writtenOff'>>(loan: L, amount: number): L {
  if (!(amount > 0)) throw new LoanRuleError('amount must be more than 0.');
  const room = loan.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + toPence(i.interest), 0);
  if (toPence(amount) > room)
    throw new LoanRuleError(`The discount is more than the interest still to pay (${formatMoney(toPounds(room), loan.country)}).`);
  let left = toPence(amount);
  const cut = new Map<number, number>();
  for (const inst of [...loan.installments].reverse()) {
    if (inst.status === 'paid' || left <= 0) continue;
    const part = Math.min(left, toPence(inst.interest));
    cut.set(inst.number, part);
    left -= part;
  }
  const installments = loan.installments.map((i) =>
    cut.has(i.number) ? { ...i, interest: toPounds(toPence(i.interest) - (cut.get(i.number) ?? 0)) } : i,
  );
  return { ...loan, installments, writtenOff: toPounds(toPence(loan.writtenOff ?? 0) + toPence(amount)) };
}
