import type { RouteName } from '@pronto/domain';
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
