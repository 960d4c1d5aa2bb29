import type { ComponentType } from 'react';
import type { AuthType, RouteName } from '@pronto/domain';
import { market } from './config.ts';
import type { PageChunk } from './page-chunks.ts';
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
  /**
   * The page, loaded lazily (its own chunk): the pages people land on here, any other by its name in
   * app/page-chunks.ts (loaded with the first of them).
   */
  page: (() => Promise<PageModule>) | PageChunk;
}

// The calculator pages share one chunk: pages that are not the home page do not load the calculator.
const home = () => import('../pages/home/HomePage.tsx');

/**
 * The route table (customer-site.md §2). Every page is a chunk of its own, loaded when first shown.
 * bankQuestions (/cuenta/q) asks which bank the salary is paid into before the scrape step reads it.
 */
export const routes: readonly RouteDef[] = [
  { name: 'home', url: '/', auth: 'public', page: home },
  { name: 'installment', url: '/installment-loans', auth: 'public', page: home },
  { name: 'howItWorks', url: '/how-it-works', auth: 'public', page: home },
  { name: 'registerLead', url: '/lead/:leadCustomerId', auth: 'public', page: 'leadRedirect' },
  {
    name: 'registerPersonal',
    url: '/register/personal-details',
    auth: 'login',
    aliases: ['applyNow'],
    page: () => import('../pages/register/RegisterPage.tsx'),
  },
  { name: 'registerOtp', url: '/register/otp', auth: 'register', page: 'otp' },
  { name: 'handover', url: '/handover/v1/:introductionId', auth: 'public', page: 'handover' },
  { name: 'customerExtend', url: '/register/complete', auth: 'preRegistered', page: 'extend' },
  { name: 'account', url: '/account', auth: 'account', page: 'account' },
  { name: 'addressDetails', url: '/address-details', auth: 'account', page: 'address' },
  { name: 'loansAndTransactions', url: '/loans-transactions', auth: 'account', page: 'loans' },
  { name: 'loanHistory', url: '/loans-transactions/history', auth: 'account', page: 'loanHistory' },
  // Not in the spec: the read-only page of a declined or closed account, open to every customer.
  { name: 'pastLoans', url: '/account/past-loans', auth: 'account', page: 'pastLoans' },
  { name: 'loanRequest', url: '/loan-request', auth: 'user', page: 'loanRequest' },
  { name: 'loanRequestSuccess', url: '/loan-request/success', auth: 'user', page: 'success' },
  {
    name: 'loanRequestTechnicalProblem',
    url: '/loan-request/technical-problem',
    auth: 'user',
    page: 'technicalProblem',
  },
  {
    name: 'loanRequestCreditDecision',
    url: '/loan-request/credit-decision',
    auth: 'user',
    page: 'creditDecision',
  },
  {
    name: 'loanRequestAgreements',
    url: '/loan-request/agreements',
    auth: 'user',
    page: 'agreements',
  },
  {
    name: 'loanRequestCredentialMethod',
    url: '/loan-request/credential-method',
    auth: 'user',
    page: 'credentialMethod',
  },
  {
    name: 'financialInformation',
    url: '/financial-information/*',
    auth: 'user',
    page: 'financialInformation',
  },
  { name: 'bankQuestions', url: '/cuenta/q', auth: 'user', page: 'bankQuestions' },
  { name: 'documents', url: '/account/documents/:id', auth: 'account', page: 'documents' },
  { name: 'loanFlow', url: '/account/progress', auth: 'account', page: 'progress' },
  { name: 'login', url: '/login', auth: 'login', page: () => import('../pages/login/LoginPage.tsx') },
  { name: 'loginForgotPin', url: '/forgot-pin', auth: 'login', page: 'forgotPin' },
  { name: 'loginResetPassword', url: '/login/reset-password', auth: 'login', page: 'resetPassword' },
  { name: 'payment', url: '/payment', auth: 'account', page: 'payment' },
  { name: 'paymentPay', url: '/payment/pay/:id', auth: 'account', page: 'pay' },
  { name: 'paymentClose', url: '/payment/close/:id', auth: 'account', page: 'close' },
  { name: 'paymentPlan', url: '/payment/plan/:id', auth: 'account', page: 'plan' },
  { name: 'paymentToken', url: '/r/:paymentToken', auth: 'public', page: 'tokenPayment' },
  { name: 'paymentReason', url: '/payment-reason/:loanId', auth: 'account', page: 'paymentReason' },
  { name: 'paymentChooseCard', url: '/payment/choose-card', auth: 'account', page: 'chooseCard' },
  { name: 'rollOverCredit', url: '/roll-over-credit', auth: 'account', page: 'rollOver' },
  { name: 'aboutUs', url: '/about-us', auth: 'public', page: 'static' },
  { name: 'faq', url: '/faq', auth: 'public', page: 'static' },
  { name: 'termsAndConditions', url: '/terms-and-conditions', auth: 'public', page: 'terms' },
  { name: 'privacyPolicy', url: { GB: '/privacy-policy', ES: '/politica-privacidad' }, auth: 'public', page: 'static' },
  { name: 'cookiePolicy', url: '/cookie', auth: 'public', page: 'static' },
  { name: 'contact', url: '/contact-us', auth: 'public', page: 'contact' },
  { name: 'unsubscribe', url: '/unsubscribe', auth: 'public', page: 'unsubscribe' },
  { name: 'dataProtection', url: '/data-protection', auth: 'public', page: 'static' },
  { name: 'declined', url: '/declined', auth: 'public', page: 'declined' },
  { name: 'error', url: '/404', auth: 'public', page: 'notFound' },
  { name: 'emailVerify', url: '/v/:emailVerifyToken', auth: 'public', page: 'verifyEmail' },
  { name: 'paymentTokenLogin', url: '/rx/:paymentToken', auth: 'public', page: 'repayToken' },
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
