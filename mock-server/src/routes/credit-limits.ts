import { creditLimit, successfulRepaidLoans } from '@pronto/domain';
import type { Context } from '../context.ts';
import type { CustomerRecord, Row } from '../types.ts';

/** A customer's credit limit for staff: @pronto/domain's from their repaid loans, unless an override is stored on the customer. */
export function staffCreditLimit(ctx: Context, c: CustomerRecord) {
  const override = (c as unknown as Row).creditLimitOverride;
  const computed = creditLimit(c.country, successfulRepaidLoans(ctx.db.loans.filter((l) => l.customerId === c.id)));
  return {
    customerId: c.id,
    creditLimit: typeof override === 'number' ? override : computed,
    computedLimit: computed,
    override: typeof override === 'number' ? override : null,
  };
}
