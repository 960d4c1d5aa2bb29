import type { BusinessOperation } from '@pronto/api';
import type { Context } from './context.ts';

/** What each business operation is called in a refusal. */
const WORDS: Readonly<Record<BusinessOperation, string>> = {
  manualPayment: 'manual payments',
  discount: 'discounts',
  rollover: 'rollovers',
  restructure: 'restructures',
  arrangement: 'payment arrangements',
  legalHandover: 'legal hand-over',
  sendLetters: 'sending letters',
};

/** The business operations granted to a staff member (membership.setCamBusinessOperationPermission); none by default. */
export function operationsOf(ctx: Context, staffId: number): string[] {
  const row = ctx.rows('camPermissions').find((p) => p.staffId === staffId);
  return Array.isArray(row?.operations) ? (row.operations as string[]) : [];
}

/** The 403 message of a business operation the caller was not granted. */
export function operationRefusal(operation: BusinessOperation): string {
  return `You do not have the permission for ${WORDS[operation]}: an admin grants it under Staff, Business operations.`;
}
