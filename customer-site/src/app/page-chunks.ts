import type { ComponentType } from 'react';

/**
 * The pages other than those people land on (the calculator, registration, login), by the name the route table
 * (app/routes.ts) gives them. A chunk of its own, loaded the first time one of them is shown: as part of the
 * shell it cost every first visit 0.5 KB gzip.
 */
export const pageChunks = {
  leadRedirect: () => import('../pages/register/LeadRedirect.tsx'),
  otp: () => import('../pages/otp/OtpPage.tsx'),
  handover: () => import('../pages/handover/HandoverPage.tsx'),
  extend: () => import('../pages/extend/ExtendPage.tsx'),
  account: () => import('../pages/profile/AccountPage.tsx'),
  address: () => import('../pages/profile/AddressPage.tsx'),
  loans: () => import('../pages/loans/LoansPage.tsx'),
  loanHistory: () => import('../pages/loans/LoanHistoryPage.tsx'),
  pastLoans: () => import('../pages/loans/PastLoansPage.tsx'),
  loanRequest: () => import('../pages/loan-request/LoanRequestPage.tsx'),
  success: () => import('../pages/loan-request/SuccessPage.tsx'),
  technicalProblem: () => import('../pages/loan-request/TechnicalProblemPage.tsx'),
  creditDecision: () => import('../pages/loan-request/CreditDecisionPage.tsx'),
  agreements: () => import('../pages/loan-request/AgreementsPage.tsx'),
  credentialMethod: () => import('../pages/loan-request/CredentialMethodPage.tsx'),
  financialInformation: () => import('../pages/financial-information/FinancialInformationPage.tsx'),
  bankQuestions: () => import('../pages/bank-questions/BankQuestionsPage.tsx'),
  documents: () => import('../pages/documents/DocumentsPage.tsx'),
  progress: () => import('../pages/progress/ProgressPage.tsx'),
  forgotPin: () => import('../pages/login/ForgotPinPage.tsx'),
  resetPassword: () => import('../pages/login/ResetPasswordPage.tsx'),
  payment: () => import('../pages/payment/PaymentPage.tsx'),
  pay: () => import('../pages/payment/PayPage.tsx'),
  close: () => import('../pages/payment/ClosePage.tsx'),
  plan: () => import('../pages/payment/PlanPage.tsx'),
  tokenPayment: () => import('../pages/payment/TokenPaymentPage.tsx'),
  paymentReason: () => import('../pages/payment/PaymentReasonPage.tsx'),
  chooseCard: () => import('../pages/payment/ChooseCardPage.tsx'),
  rollOver: () => import('../pages/payment/RollOverPage.tsx'),
  terms: () => import('../pages/terms/TermsPage.tsx'),
  contact: () => import('../pages/contact/ContactPage.tsx'),
  unsubscribe: () => import('../pages/unsubscribe/UnsubscribePage.tsx'),
  declined: () => import('../pages/declined/DeclinedPage.tsx'),
  notFound: () => import('../pages/not-found/NotFoundPage.tsx'),
  verifyEmail: () => import('../pages/verify-email/VerifyEmailPage.tsx'),
  repayToken: () => import('../pages/repay/RepayTokenPage.tsx'),
  static: () => import('../pages/static/StaticPage.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** The name of a page in pageChunks. */
export type PageChunk = keyof typeof pageChunks;
