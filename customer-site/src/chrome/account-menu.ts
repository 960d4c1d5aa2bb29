import type { CustomerStatus } from '@pronto/api';
import { isReadOnlyStatus } from '@pronto/domain';
import { accountMenuText as m } from '../i18n/pages/account-menu.ts';
import type { MenuItem } from './menu-items.ts';

const accountItems: readonly MenuItem[] = [
  { route: 'loansAndTransactions', label: m.loans },
  { route: 'loanHistory', label: m.history },
  { route: 'loanRequest', label: m.loanRequest },
  { route: 'addressDetails', label: m.details },
];

/**
 * The account menu; while preRegistered only the customerExtend link (customer-site.md §2); a declined or
 * closed (read-only) account only its past loans.
 */
export function accountMenu(status: CustomerStatus | undefined): readonly MenuItem[] {
  if (status === undefined || status === 'new') return [];
  if (status === 'preRegistered') return [{ route: 'customerExtend', label: m.completeProfile }];
  if (isReadOnlyStatus(status)) return [{ route: 'pastLoans', label: m.pastLoans }];
  return accountItems;
}
