import type { CustomerDetails, CustomerStatus, Installment, Loan } from './models.ts';

/** A loan as the account pages read it: the mock adds the next instalment and the cost summary. */
export interface LoanView extends Loan {
  nextInstallment: { number: number; expectedDate: string; amount: number; status: Installment['status'] } | null;
  summary: {
    borrowed: number;
    interest: number;
    charges: number;
    totalPayable: number;
    totalRepaid: number;
    totalCost: number;
    outstanding: number;
    settlementToday: number;
  };
  agreementAcceptedAt?: string;
  declineMessage?: string;
}

/** Where the customer is in the loan journey (loan.journey). */
export type JourneyStep = 'request' | 'creditDecision' | 'agreements' | 'financialInformation' | Loan['status'];

/** Answer of loan.journey. */
export interface Journey {
  step: JourneyStep;
  loan: LoanView | null;
  limit: number;
  customerStatus?: CustomerStatus;
  cards: number;
  purposes: readonly string[];
}

/** A debit card of the customer's own. */
export interface Card {
  id: number;
  maskedPan: string;
  last4: string;
  brand: string;
  expiry?: string;
  /** The card's latest payout or payment (when, and whether it went through); null when it has had none. */
  lastUse?: { at: string; ok: boolean } | null;
}

/** A bank account of the customer's own (sort code and number in GB, IBAN in ES). */
export interface BankAccount {
  id: number;
  bankName: string;
  sortCode?: string;
  accountNumber?: string;
  iban?: string;
}

/** One document of the customer's own loan. */
export interface DocumentInfo {
  id: number | string;
  type: string;
  title?: string;
  createdAt: string;
  content?: string;
}

/** What settles a loan on a date (loan.account/calculateFutureCloseAmount). */
export interface CloseQuote {
  date: string;
  amount: number;
  principal: number;
  interest: number;
  charges: number;
  /** Interest paid before it accrued (an instalment paid early), taken off the amount. */
  interestCredit?: number;
}

/** A rendered document: subject and body. */
export interface RenderedText {
  subject: string;
  body: string;
}

/** The pre-contract information and the agreement of a loan (loan.loanagreement). */
export interface AgreementTexts {
  preContract: RenderedText;
  agreement: RenderedText;
}

/** The instant credit decision (loan.checkstatus). */
export interface CreditDecision {
  status: LoanView['status'];
  message: string | null;
  loan: LoanView;
}

/** What moving the next instalment costs (loan.rolloverCalculate). */
export interface RolloverQuote {
  date: string;
  days: number;
  payNow: number;
  extraInterest: number;
  newInstallmentAmount: number;
}

/** Answer of a customer's payment: what was paid and the loan after it. */
export interface PaymentResult {
  paid: number;
  loan: LoanView;
}

/** A chosen card or bank account; null when none is chosen (the back end answers 422 with its message). */
type Chosen = number | null;

/** Request and answer of the account area's calls (customer token, own records only). */
export interface AccountCallTypes {
  /** One loan by `loanId`; without it the open loan, else the latest, else null (no loans yet). */
  'loan.loan': { request: undefined; response: LoanView | null };
  'loan.customerAllLoans': { request: undefined; response: LoanView[] };
  'loan.customerLoansByStatus': { request: undefined; response: LoanView[] };
  'loan.journey': { request: undefined; response: Journey };
  'loan.requestLoan': { request: { amount: number; installments: number; purpose: string }; response: LoanView };
  'loan.checkstatus': { request: { loanId: number }; response: CreditDecision };
  'loan.loanagreement': { request: undefined; response: AgreementTexts };
  'loan.rolloverCalculate': { request: undefined; response: RolloverQuote };
  'loan.rolloverAvailableDates': { request: undefined; response: { dates: string[]; reason: string | null } };
  'loan.WidgetInit': { request: undefined; response: { sessionId: string; banks: string[] } };
  /** Whether the customer's bank may be read now (the scrape step), and why not. */
  'loan.prescrape': { request: undefined; response: { able: boolean; reason: string | null } };
  'loan.account/calculateFutureCloseAmount': { request: { loanId: number; date?: string }; response: CloseQuote };
  'loan.account/payLoanSingleInstallment': { request: { loanId: number | undefined; cardId: Chosen }; response: PaymentResult };
  'loan.account/payloanv2': {
    request: { loanId: number | undefined; cardId: Chosen; amount?: number; full?: boolean };
    response: PaymentResult;
  };
  'loan.account/setLoanIssued': { request: { loanId: number; cardId: Chosen; bankAccountId: Chosen }; response: LoanView };
  'loan.account/agreement': { request: { loanId: number; accepted: boolean }; response: LoanView };
  'loan.account/rollover': { request: { loanId: number; date: string; cardId: Chosen }; response: RolloverQuote & { loan: LoanView } };
  'loan.account/paymentReason': { request: { loanId: number; reason: string; details?: string }; response: { saved: boolean } };
  'card.account/cards': { request: undefined; response: Card[] };
  'card.account/createAndValidate': { request: { cardNumber: string; expiry: string; cvv: string; holderName: string }; response: Card };
  'bankscraper.account/addCustomerBankAccountManually': { request: Record<string, unknown>; response: BankAccount };
  'bankscraper.account/getEligibleBankAccount': { request: Record<string, unknown> | undefined; response: BankAccount[] };
  'customer.account/customer': { request: undefined; response: CustomerDetails };
  'customer.account/customer.put': { request: Partial<CustomerDetails> & Record<string, unknown>; response: CustomerDetails };
  'customer.account/address': { request: Record<string, unknown>; response: CustomerDetails };
  'communication.account/documentList': { request: undefined; response: DocumentInfo[] };
  'communication.account/document': { request: undefined; response: DocumentInfo };
}
