import { isIssuedLoan } from '@pronto/domain';
import type { Context } from '../context.ts';
import type { Routes } from './define.ts';

/** Repairs over the whole loan book, safe to run again: each answers what it changed. */
export function registerLoanMaintenance(routes: Routes, ctx: Context): void {
  // A loan paid out counts from its issue date: its created date becomes that day (the time of day kept).
  routes.id('loan.updateCreatedDatesWithIssueDates', () => {
    const loanIds: number[] = [];
    for (const loan of ctx.db.loans) {
      if (!isIssuedLoan(loan) || loan.createdAt.slice(0, 10) === loan.issueDate) continue;
      loan.createdAt = `${loan.issueDate}${loan.createdAt.slice(10) || 'T00:00:00.000Z'}`;
      loanIds.push(loan.id);
    }
    if (loanIds.length) ctx.changed();
    return { updated: loanIds.length, loanIds };
  });
}
