import type { Context } from './context.ts';
import type { LoanRecord } from './types.ts';

/**
 * Keeps a running loan's `frozenDays` (what the ledger, @pronto/domain replayLoan, posts no late charges
 * for): its market's freeze days (loan.freezeDay) from its issue date to today. A day still to come
 * changes nothing owed yet, so it joins the loan when it comes; the record is touched only on a change.
 */
export function followFreezeDays(ctx: Context, loan: LoanRecord): void {
  const today = ctx.nowIso().slice(0, 10);
  const frozen = ctx
    .rows('freezeDays')
    .filter((d) => d.country === loan.country && String(d.date) >= loan.issueDate && String(d.date) <= today)
    .map((d) => String(d.date))
    .sort();
  if (frozen.length === 0) {
    if (loan.frozenDays) delete loan.frozenDays;
  } else if (frozen.join() !== (loan.frozenDays ?? []).join()) loan.frozenDays = frozen;
}
