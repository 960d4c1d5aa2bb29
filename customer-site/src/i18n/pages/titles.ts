import type { RouteName } from '@pronto/domain';
import { isSpain } from '../../app/config.ts';

/*
 * Titles of the pages the build does not render to static HTML (the account area, the loan journey, the
 * registration's later steps, the token pages): mostly the page's own heading. Loaded by the shell on the
 * first visit to one of them, so the first load of the public pages does not carry them.
 */
type Titles = Partial<Record<RouteName, string>>;

const en: Titles = {
  loginResetPassword: 'Reset your PIN',
  handover: 'Welcome',
  customerExtend: 'Verify Your Details',
  registerOtp: 'Verify Your Phone',
  unsubscribe: 'Unsubscribe',
  declined: 'Application declined',
  loansAndTransactions: 'Loans and transactions',
  loanRequest: 'Loan request',
  loanRequestSuccess: 'Transfer Successful',
  account: 'My account',
  pastLoans: 'Your past loans',
  registerLead: 'Apply now',
  addressDetails: 'Address details',
  loanHistory: 'Loan history',
  loanRequestTechnicalProblem: 'Technical problem',
  loanRequestCreditDecision: 'Credit decision',
  loanRequestAgreements: 'Your loan agreement',
  loanRequestCredentialMethod: 'Your card and bank account',
  financialInformation: 'Your card and bank account',
  bankQuestions: 'Questions about your bank',
  documents: 'Loan documents',
  loanFlow: 'Your application',
  payment: 'Make a payment',
  paymentPay: 'Pay your loan',
  paymentClose: 'Repay your loan in full',
  paymentPlan: 'Payment plan',
  paymentToken: 'Pay your loan',
  paymentReason: 'Late payment',
  paymentChooseCard: 'Your cards',
  rollOverCredit: 'Roll over your next payment',
  emailVerify: 'E-mail verification',
  paymentTokenLogin: 'Signing you in',
};

const es: Titles = {
  loginResetPassword: 'Cambie su PIN',
  handover: 'Bienvenido',
  customerExtend: 'Verifique sus datos',
  registerOtp: 'Verifique su teléfono',
  unsubscribe: 'Darse de baja',
  declined: 'Solicitud denegada',
  loansAndTransactions: 'Préstamos y movimientos',
  loanRequest: 'Solicitud de préstamo',
  loanRequestSuccess: 'Transferencia realizada',
  account: 'Mi cuenta',
  pastLoans: 'Sus préstamos anteriores',
  registerLead: 'Solicítelo ya',
  addressDetails: 'Dirección',
  loanHistory: 'Historial de préstamos',
  loanRequestTechnicalProblem: 'Problema técnico',
  loanRequestCreditDecision: 'Decisión de crédito',
  loanRequestAgreements: 'Su contrato de préstamo',
  loanRequestCredentialMethod: 'Su tarjeta y su cuenta bancaria',
  financialInformation: 'Su tarjeta y su cuenta bancaria',
  bankQuestions: 'Preguntas sobre su banco',
  documents: 'Documentos del préstamo',
  loanFlow: 'Su solicitud',
  payment: 'Hacer un pago',
  paymentPay: 'Pagar su préstamo',
  paymentClose: 'Liquidar su préstamo',
  paymentPlan: 'Plan de pagos',
  paymentToken: 'Pagar su préstamo',
  paymentReason: 'Pago con retraso',
  paymentChooseCard: 'Sus tarjetas',
  rollOverCredit: 'Aplazar su próximo pago',
  emailVerify: 'Verificación del e-mail',
  paymentTokenLogin: 'Accediendo',
};

/** The market's titles of the pages the site bundle has none for. */
export const pageTitles: Titles = isSpain ? es : en;
