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
   * The page, loaded lazily (its own chunk): the pages people land on here; any other is in app/page-chunks.ts
   * (loaded with the first of them) under the name given here, or the route's own name when none is.
   */
  page?: (() => Promise<PageModule>) | PageChunk;
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
  { name: 'registerLead', url: '/lead/:leadCustomerId', auth: 'public' },
  {
    name: 'registerPersonal',
    url: '/register/personal-details',
    auth: 'login',
    aliases: ['applyNow'],
    page: () => import('../pages/register/RegisterPage.tsx'),
  },
  { name: 'registerOtp', url: '/register/otp', auth: 'register' },
  { name: 'handover', url: '/handover/v1/:introductionId', auth: 'public' },
  { name: 'customerExtend', url: '/register/complete', auth: 'preRegistered' },
  { name: 'account', url: '/account', auth: 'account' },
  { name: 'addressDetails', url: '/address-details', auth: 'account' },
  { name: 'loansAndTransactions', url: '/loans-transactions', auth: 'account' },
  { name: 'loanHistory', url: '/loans-transactions/history', auth: 'account' },
  // Not in the spec: the read-only page of a declined or closed account, open to every customer.
  { name: 'pastLoans', url: '/account/past-loans', auth: 'account' },
  { name: 'loanRequest', url: '/loan-request', auth: 'user' },
  { name: 'loanRequestSuccess', url: '/loan-request/success', auth: 'user' },
  {
    name: 'loanRequestTechnicalProblem',
    url: '/loan-request/technical-problem',
    auth: 'user',
  },
  {
    name: 'loanRequestCreditDecision',
    url: '/loan-request/credit-decision',
    auth: 'user',
  },
  {
    name: 'loanRequestAgreements',
    url: '/loan-request/agreements',
    auth: 'user',
  },
  {
    name: 'loanRequestCredentialMethod',
    url: '/loan-request/credential-method',
    auth: 'user',
  },
  {
    name: 'financialInformation',
    url: '/financial-information/*',
    auth: 'user',
  },
  { name: 'bankQuestions', url: '/cuenta/q', auth: 'user' },
  { name: 'documents', url: '/account/documents/:id', auth: 'account' },
  { name: 'loanFlow', url: '/account/progress', auth: 'account' },
  { name: 'login', url: '/login', auth: 'login', page: () => import('../pages/login/LoginPage.tsx') },
  { name: 'loginForgotPin', url: '/forgot-pin', auth: 'login' },
  { name: 'loginResetPassword', url: '/login/reset-password', auth: 'login' },
  { name: 'payment', url: '/payment', auth: 'account' },
  { name: 'paymentPay', url: '/payment/pay/:id', auth: 'account' },
  { name: 'paymentClose', url: '/payment/close/:id', auth: 'account' },
  { name: 'paymentPlan', url: '/payment/plan/:id', auth: 'account' },
  { name: 'paymentToken', url: '/r/:paymentToken', auth: 'public' },
  { name: 'paymentReason', url: '/payment-reason/:loanId', auth: 'account' },
  { name: 'paymentChooseCard', url: '/payment/choose-card', auth: 'account' },
  { name: 'rollOverCredit', url: '/roll-over-credit', auth: 'account' },
  { name: 'aboutUs', url: '/about-us', auth: 'public', page: 'static' },
  { name: 'faq', url: '/faq', auth: 'public', page: 'static' },
  { name: 'termsAndConditions', url: '/terms-and-conditions', auth: 'public' },
  { name: 'privacyPolicy', url: { GB: '/privacy-policy', ES: '/politica-privacidad' }, auth: 'public', page: 'static' },
  { name: 'cookiePolicy', url: '/cookie', auth: 'public', page: 'static' },
  { name: 'contact', url: '/contact-us', auth: 'public' },
  { name: 'unsubscribe', url: '/unsubscribe', auth: 'public' },
  { name: 'dataProtection', url: '/data-protection', auth: 'public', page: 'static' },
  { name: 'declined', url: '/declined', auth: 'public' },
  { name: 'error', url: '/404', auth: 'public' },
  { name: 'emailVerify', url: '/v/:emailVerifyToken', auth: 'public' },
  { name: 'paymentTokenLogin', url: '/rx/:paymentToken', auth: 'public' },
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
