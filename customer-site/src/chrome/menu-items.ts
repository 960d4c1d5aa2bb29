import type { RouteName } from '@pronto/domain';
import type { CustomerStatus } from '@pronto/api';
import { t } from '../i18n/index.ts';

export interface MenuItem {
  route: RouteName;
  label: string;
}

/** Public pages in menu order: the top menu shows the first 3, the footer the first 3 and then the rest. */
export const publicItems: readonly MenuItem[] = [
  { route: 'howItWorks', label: t.menu.howItWorks },
  { route: 'aboutUs', label: t.menu.aboutUs },
  { route: 'faq', label: t.menu.faq },
  { route: 'contact', label: t.menu.contact },
  { route: 'termsAndConditions', label: t.menu.terms },
  { route: 'privacyPolicy', label: t.menu.privacy },
  { route: 'cookiePolicy', label: t.menu.cookies },
  { route: 'dataProtection', label: t.menu.dataProtection },
];

const accountItems: readonly MenuItem[] = [
  { route: 'loansAndTransactions', label: t.menu.loans },
  { route: 'loanHistory', label: t.menu.history },
  { route: 'loanRequest', label: t.menu.loanRequest },
  { route: 'addressDetails', label: t.menu.details },
];

/** The account menu; while preRegistered only the customerExtend link (customer-site.md §2). */
export function accountMenu(status: CustomerStatus | undefined): readonly MenuItem[] {
  if (status === undefined || status === 'new') return [];
  if (status === 'preRegistered') return [{ route: 'customerExtend', label: t.menu.completeProfile }];
  return accountItems;
}
