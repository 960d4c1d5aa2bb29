import type { CustomerStatus } from '@pronto/api';
import { isReadOnlyStatus } from '@pronto/domain';
import { t } from '../i18n/index.ts';
import type { MenuItem } from './menu-items.ts';

const accountItems: readonly MenuItem[] = [
  { route: 'loansAndTransactions', label: t.menu.loans },
  { route: 'loanHistory', label: t.menu.history },
  { route: 'loanRequest', label: t.menu.loanRequest },
  { route: 'addressDetails', label: t.menu.details },
];

/**
 * The account menu; while preRegistered only the customerExtend link (customer-site.md §2); a declined or
 * closed (read-only) account only its past loans.
 */
export function accountMenu(status: CustomerStatus | undefined): readonly MenuItem[] {
  if (status === undefined || status === 'new') return [];
  if (status === 'preRegistered') return [{ route: 'customerExtend', label: t.menu.completeProfile }];
  if (isReadOnlyStatus(status)) return [{ route: 'pastLoans', label: t.menu.pastLoans }];
  return accountItems;
}
