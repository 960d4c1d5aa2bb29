import type { ComponentType } from 'react';
import type { AuthType, RouteName } from '@pronto/domain';
import { market } from './config.ts';
import { matchPath } from './router.tsx';

type PageModule = { default: ComponentType };

/** One route of customer-site.md §2: where it lives, who may see it, and its page (loaded lazily). */
export interface RouteDef {
  name: RouteName;
  /** Url, or one url per market where they differ. */
  url: string | { GB: string; ES: string };
  auth: AuthType;
  /** Other names that point at the same url (applyNow -> registerPersonal). */
  aliases?: RouteName[];
  /** The page, loaded lazily (its own chunk). */
  page: () => Promise<PageModule>;
}

// The calculator pages share one chunk: pages that are not the home page do not load the calculator.
const home = () => import('../pages/home/HomePage.tsx');
const staticPage = () => import('../pages/static/StaticPage.tsx');

/**
 * The route table (customer-site.md §2). Every page is a chunk of its own, loaded when first shown.
 * bankQuestions (/cuenta/q) asks which bank the salary is paid into before the scrape step reads it.
 */
export const routes: readonly RouteDef[] = [
  { name: 'home', url: '/', auth: 'public', page: home },
  { name: 'installment', url: '/installment-loans', auth: 'public', page: home },
  { name: 'howItWorks', url: '/how-it-works', auth: 'public', page: home },
  { name: 'registerLead', url: '/lead/:leadCustomerId', auth: 'public', page: () => import('../pages/register/LeadRedirect.tsx') },
  {
    name: 'registerPersonal',
    url: '/register/personal-details',
    auth: 'login',
    aliases: ['applyNow'],
    page: () => import('../pages/register/RegisterPage.tsx'),
  },
  { name: 'registerOtp', url: '/register/otp', auth: 'register', page: () => import('../pages/otp/OtpPage.tsx') },
  { name: 'handover', url: '/handover/v1/:introductionId', auth: 'public', page: () => import('../pages/handover/HandoverPage.tsx') },
  { name: 'customerExtend', url: '/register/complete', auth: 'preRegistered', page: () => import('../pages/extend/ExtendPage.tsx') },
  { name: 'account', url: '/account', auth: 'account', page: () => import('../pages/profile/AccountPage.tsx') },
  { name: 'addressDetails', url: '/address-details', auth: 'account', page: () => import('../pages/profile/AddressPage.tsx') },
  { name: 'loansAndTransactions', url: '/loans-transactions', auth: 'account', page: () => import('../pages/loans/LoansPage.tsx') },
  { name: 'loanHistory', url: '/loans-transactions/history', auth: 'account', page: () => import('../pages/loans/LoanHistoryPage.tsx') },
  // Not in the spec: the read-only page of a declined or closed account, open to every customer.
  { name: 'pastLoans', url: '/account/past-loans', auth: 'account', page: () => import('../pages/loans/PastLoansPage.tsx') },
  { name: 'loanRequest', url: '/loan-request', auth: 'user', page: () => import('../pages/loan-request/LoanRequestPage.tsx') },
  { name: 'loanRequestSuccess', url: '/loan-request/success', auth: 'user', page: () => import('../pages/loan-request/SuccessPage.tsx') },
  {
    name: 'loanRequestTechnicalProblem',
    url: '/loan-request/technical-problem',
    auth: 'user',
    page: () => import('../pages/loan-request/TechnicalProblemPage.tsx'),
  },
  {
    name: 'loanRequestCreditDecision',
    url: '/loan-request/credit-decision',
    auth: 'user',
    page: () => import('../pages/loan-request/CreditDecisionPage.tsx'),
  },
  {
    name: 'loanRequestAgreements',
    url: '/loan-request/agreements',
    auth: 'user',
    page: () => import('../pages/loan-request/AgreementsPage.tsx'),
  },
  {
    name: 'loanRequestCredentialMethod',
    url: '/loan-request/credential-method',
    auth: 'user',
    page: () => import('../pages/loan-request/CredentialMethodPage.tsx'),
  },
  {
    name: 'financialInformation',
    url: '/financial-information/*',
    auth: 'user',
    page: () => import('../pages/financial-information/FinancialInformationPage.tsx'),
  },
  { name: 'bankQuestions', url: '/cuenta/q', auth: 'user', page: () => import('../pages/bank-questions/BankQuestionsPage.tsx') },
  { name: 'documents', url: '/account/documents/:id', auth: 'account', page: () => import('../pages/documents/DocumentsPage.tsx') },
  { name: 'loanFlow', url: '/account/progress', auth: 'account', page: () => import('../pages/progress/ProgressPage.tsx') },
  { name: 'login', url: '/login', auth: 'login', page: () => import('../pages/login/LoginPage.tsx') },
  { name: 'loginForgotPin', url: '/forgot-pin', auth: 'login', page: () => import('../pages/login/ForgotPinPage.tsx') },
  { name: 'loginResetPassword', url: '/login/reset-password', auth: 'login', page: () => import('../pages/login/ResetPasswordPage.tsx') },
  { name: 'payment', url: '/payment', auth: 'account', page: () => import('../pages/payment/PaymentPage.tsx') },
  { name: 'paymentPay', url: '/payment/pay/:id', auth: 'account', page: () => import('../pages/payment/PayPage.tsx') },
  { name: 'paymentClose', url: '/payment/close/:id', auth: 'account', page: () => import('../pages/payment/ClosePage.tsx') },
  { name: 'paymentPlan', url: '/payment/plan/:id', auth: 'account', page: () => import('../pages/payment/PlanPage.tsx') },
  { name: 'paymentToken', url: '/r/:paymentToken', auth: 'public', page: () => import('../pages/payment/TokenPaymentPage.tsx') },
  { name: 'paymentReason', url: '/payment-reason/:loanId', auth: 'account', page: () => import('../pages/payment/PaymentReasonPage.tsx') },
  { name: 'paymentChooseCard', url: '/payment/choose-card', auth: 'account', page: () => import('../pages/payment/ChooseCardPage.tsx') },
  { name: 'rollOverCredit', url: '/roll-over-credit', auth: 'account', page: () => import('../pages/payment/RollOverPage.tsx') },
  { name: 'aboutUs', url: '/about-us', auth: 'public', page: staticPage },
  { name: 'faq', url: '/faq', auth: 'public', page: staticPage },
  { name: 'termsAndConditions', url: '/terms-and-conditions', auth: 'public', page: () => import('../pages/terms/TermsPage.tsx') },
  { name: 'privacyPolicy', url: { GB: '/privacy-policy', ES: '/politica-privacidad' }, auth: 'public', page: staticPage },
  { name: 'cookiePolicy', url: '/cookie', auth: 'public', page: staticPage },
  { name: 'contact', url: '/contact-us', auth: 'public', page: () => import('../pages/contact/ContactPage.tsx') },
  { name: 'unsubscribe', url: '/unsubscribe', auth: 'public', page: () => import('../pages/unsubscribe/UnsubscribePage.tsx') },
  { name: 'dataProtection', url: '/data-protection', auth: 'public', page: staticPage },
  { name: 'declined', url: '/declined', auth: 'public', page: () => import('../pages/declined/DeclinedPage.tsx') },
  { name: 'error', url: '/404', auth: 'public', page: () => import('../pages/not-found/NotFoundPage.tsx') },
  { name: 'emailVerify', url: '/v/:emailVerifyToken', auth: 'public', page: () => import('../pages/verify-email/VerifyEmailPage.tsx') },
  { name: 'paymentTokenLogin', url: '/rx/:paymentToken', auth: 'public', page: () => import('../pages/repay/RepayTokenPage.tsx') },
];

/** The url pattern of a route in this market. */
export function urlOf(route: RouteDef): string {
  return typeof route.url === 'string' ? route.url : route.url[market];
}

/** The first route of the table whose url matches `pathname` (first match wins), with its params. */
export function routeAt(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchPath(urlOf(route), pathname);
    if (params) return { route, params };
  }
  return null;
}

const byName = new Map<RouteName, RouteDef>();
for (const route of routes) {
  byName.set(route.name, route);
  for (const alias of route.aliases ?? []) byName.set(alias, route);
}

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** The url of a named route with its `:params` filled and an optional query. */
export function href(name: RouteName, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  const path = urlOf(routeByName(name))
    .replace(/\/\*$/, '')
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The body class a page adds: `page-` plus the route name in kebab case. */
export const bodyClassOf = (name: RouteName): string => `page-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
