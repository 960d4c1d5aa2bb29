import type { ComponentType } from 'react';

/**
 * The pages other than those people land on (the calculator, registration, login), by their route's name (the
 * static pages share one). A chunk of its own, loaded the first time one of them is shown: as part of the
 * shell it cost every first visit 0.5 KB gzip.
 */
export const pageChunks = {
  registerLead: () => import('../pages/register/LeadRedirect.tsx'),
  registerOtp: () => import('../pages/otp/OtpPage.tsx'),
  handover: () => import('../pages/handover/HandoverPage.tsx'),
  customerExtend: () => import('../pages/extend/ExtendPage.tsx'),
  account: () => import('../pages/profile/AccountPage.tsx'),
  addressDetails: () => import('../pages/profile/AddressPage.tsx'),
  loansAndTransactions: () => import('../pages/loans/LoansPage.tsx'),
  loanHistory: () => import('../pages/loans/LoanHistoryPage.tsx'),
  pastLoans: () => import('../pages/loans/PastLoansPage.tsx'),
  loanRequest: () => import('../pages/loan-request/LoanRequestPage.tsx'),
  loanRequestSuccess: () => import('../pages/loan-request/SuccessPage.tsx'),
  loanRequestTechnicalProblem: () => import('../pages/loan-request/TechnicalProblemPage.tsx'),
  loanRequestCreditDecision: () => import('../pages/loan-request/CreditDecisionPage.tsx'),
  loanRequestAgreements: () => import('../pages/loan-request/AgreementsPage.tsx'),
  loanRequestCredentialMethod: () => import('../pages/loan-request/CredentialMethodPage.tsx'),
  financialInformation: () => import('../pages/financial-information/FinancialInformationPage.tsx'),
  bankQuestions: () => import('../pages/bank-questions/BankQuestionsPage.tsx'),
  documents: () => import('../pages/documents/DocumentsPage.tsx'),
  loanFlow: () => import('../pages/progress/ProgressPage.tsx'),
  loginForgotPin: () => import('../pages/login/ForgotPinPage.tsx'),
  loginResetPassword: () => import('../pages/login/ResetPasswordPage.tsx'),
  payment: () => import('../pages/payment/PaymentPage.tsx'),
  paymentPay: () => import('../pages/payment/PayPage.tsx'),
  paymentClose: () => import('../pages/payment/ClosePage.tsx'),
  paymentPlan: () => import('../pages/payment/PlanPage.tsx'),
  paymentToken: () => import('../pages/payment/TokenPaymentPage.tsx'),
  paymentReason: () => import('../pages/payment/PaymentReasonPage.tsx'),
  paymentChooseCard: () => import('../pages/payment/ChooseCardPage.tsx'),
  rollOverCredit: () => import('../pages/payment/RollOverPage.tsx'),
  termsAndConditions: () => import('../pages/terms/TermsPage.tsx'),
  contact: () => import('../pages/contact/ContactPage.tsx'),
  unsubscribe: () => import('../pages/unsubscribe/UnsubscribePage.tsx'),
  declined: () => import('../pages/declined/DeclinedPage.tsx'),
  error: () => import('../pages/not-found/NotFoundPage.tsx'),
  emailVerify: () => import('../pages/verify-email/VerifyEmailPage.tsx'),
  paymentTokenLogin: () => import('../pages/repay/RepayTokenPage.tsx'),
  static: () => import('../pages/static/StaticPage.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** The name of a page in pageChunks. */
export type PageChunk = keyof typeof pageChunks;
