/** Every route name of customer-site.md §2 (plus names for the two additional routes). */
export const ROUTE_NAMES = [
  'home',
  'installment',
  'howItWorks',
  'registerLead',
  'registerPersonal',
  'applyNow',
  'registerOtp',
  'handover',
  'customerExtend',
  'account',
  'addressDetails',
  'loansAndTransactions',
  'loanHistory',
  'loanRequest',
  'loanRequestSuccess',
  'loanRequestTechnicalProblem',
  'loanRequestCreditDecision',
  'loanRequestAgreements',
  'loanRequestCredentialMethod',
  'financialInformation',
  'documents',
  'loanFlow',
  'bankQuestions',
  'login',
  'loginForgotPin',
  'loginResetPassword',
  'payment',
  'paymentPay',
  'paymentClose',
  'paymentPlan',
  'paymentToken',
  'paymentReason',
  'paymentChooseCard',
  'rollOverCredit',
  'aboutUs',
  'faq',
  'termsAndConditions',
  'privacyPolicy',
  'cookiePolicy',
  'contact',
  'unsubscribe',
  'dataProtection',
  'declined',
  'error',
  /** /v/{emailVerifyToken}: the spec gives no name. */
  'emailVerify',
  /** /rx/{paymentToken}: the spec gives no name. */
  'paymentTokenLogin',
  /** /account/past-loans: the read-only page of a declined or closed account; not in the spec. */
  'pastLoans',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

/** Route auth types of §2; `user` and `account` behave alike. */
export const AUTH_TYPES = ['public', 'login', 'register', 'preRegistered', 'user', 'account'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** The only account pages a read-only (declined or closed) account may open: its past loans and their documents. */
export const READ_ONLY_ROUTES: readonly RouteName[] = ['pastLoans', 'documents'];
