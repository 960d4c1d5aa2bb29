import { formatDate, formatMoney } from '@pronto/countries';
import type { CountryCode } from '@pronto/api';

/**
 * A money rule's refusal (a price cap, the rollover limit, an overpayment): whatever path runs the rule,
 * a server answers it as 422 with this message, and nothing is booked.
 */
export class LoanRuleError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'LoanRuleError';
  }
}

/**
 * A payment above what the loan owes: refused, never booked as an unexplained surplus. `owed` is what
 * settles the loan on the payment's day (docs/decisions.md, "No overpayment by accident").
 */
export class OverpaymentError extends LoanRuleError {
  constructor(
    readonly loan: { id: number; country: CountryCode },
    readonly amount: number,
    readonly owed: number,
    readonly day: string,
  ) {
    const money = (x: number) => formatMoney(x, loan.country);
    super(
      owed > 0
        ? `The amount of ${money(amount)} is more than the ${money(owed)} owed on loan ${loan.id} (what settles it on ${formatDate(day, loan.country)}).`
        : `Loan ${loan.id} owes nothing on ${formatDate(day, loan.country)}: no payment can be taken.`,
    );
    this.name = 'OverpaymentError';
  }
}
