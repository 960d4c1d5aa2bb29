/** The loan-service calls of the console (loan actions and the loan settings) and the records they answer. */
import type { AgreementTexts, RolloverQuote } from '../account-models.ts';
import type { Approval, Loan, LoanStatus, PlanInstallment } from '../models.ts';
import type { SearchResponse } from '../search-models.ts';

type LoanId = { loanId: number };
/** The reason an audited call carries to the audit trail. */
type Reason = { reason: string };

/** A loan as the back office reads it: its status changes say who made them. */
export interface StaffLoan extends Loan {
  createdAt: string;
  collectionStatus?: string | null;
  statusHistory: LoanStatusChange[];
}

/** One status change of a loan (or an instalment): who and when. */
export interface LoanStatusChange {
  status: LoanStatus;
  createdAt: string;
  createdBy?: string;
}

/** One status change of an instalment. */
export interface StatusChange {
  status: string;
  createdAt: string;
  createdBy?: string;
}

/** A four-eyes call answers the proposal it stored; once approved (or under its limit) it answers the loan. */
export type LoanOrProposal = StaffLoan | Approval;

/** The principal owed re-planned over a number of monthly instalments from today, and how many fit the caps. */
export interface RestructurePlan {
  owed: number;
  issueDate: string;
  installments: PlanInstallment[];
  maxInstallments: number;
}

/** What moving the next instalment a number of days later costs, and the dates it may move to. */
export interface RolloverCost extends RolloverQuote {
  installmentNumber?: number;
  dates: string[];
}

/** A payment arrangement: an amount the customer promised to pay on a date. */
export interface Arrangement {
  id: number;
  loanId: number;
  customerId: number;
  amount: number;
  date: string;
  status: string;
  createdBy: string;
  createdAt: string;
  updatedBy?: string;
  updatedAt?: string;
}

/** Where an impediment (a stop on collection) is. */
export type ImpedimentStatus = 'pending' | 'accepted' | 'rejected' | 'closed';

/** An impediment on a loan: a reason collection stops while it is open. */
export interface Impediment {
  id: number;
  loanId: number;
  customerId: number;
  type: string;
  status: ImpedimentStatus;
  createdBy: string;
  createdAt: string;
  updatedBy?: string;
  updatedAt?: string;
}

/** A loan product: its amounts, instalments and price. */
export interface LoanDefinition {
  id: number;
  name: string;
  application: string;
  country: string;
  currency: string;
  amounts: number[];
  minAmount: number;
  maxAmount: number;
  step: number;
  installmentOptions: number[];
  defaultAmount: number;
  defaultInstallments: number;
  defaultDays: number;
  duration: number;
  dailyRate: number;
  missedPaymentFee: number;
  active: boolean;
  /** Edits made so far (optimistic concurrency), and the last one's time and staff name. */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** The fields of a loan definition staff may change (its name, country, currency and application stay). */
export const LOAN_DEFINITION_FIELDS = [
  'minAmount',
  'maxAmount',
  'step',
  'installmentOptions',
  'defaultAmount',
  'defaultInstallments',
  'defaultDays',
  'duration',
  'dailyRate',
  'missedPaymentFee',
  'active',
] as const satisfies readonly (keyof LoanDefinition)[];

/** A change of a loan definition: its fields staff may change, and the version the edit started from (409 when stale). */
export type LoanDefinitionChange = { id: number; version?: number } & Partial<
  Pick<LoanDefinition, (typeof LOAN_DEFINITION_FIELDS)[number]>
>;

/** A discount rule: a percentage of the interest left for customers with enough earlier loans, in a period. */
export interface DiscountRule {
  id: number;
  name: string;
  percent: number;
  minLoans: number;
  validFrom?: string;
  validTo?: string;
  active: boolean;
  createdBy?: string;
  createdAt?: string;
  /** Edits made so far (optimistic concurrency), and the last one's time and staff name. */
  version?: number;
  updatedBy?: string;
  updatedAt?: string;
}

/** A discount rule's fields as the rule form sends them (`id` to change one). */
export interface DiscountRuleWrite {
  id?: number;
  name?: string;
  percent?: number;
  minLoans?: number;
  validFrom?: string;
  validTo?: string;
  active?: boolean;
}

/** A discount a rule would give a loan. */
export interface DiscountProposal {
  ruleId: number;
  loanId: number;
  name: string;
  percent: number;
  earlierLoans: number;
  amount: number;
}

/** A bank payouts may go to. */
export interface Bank {
  id: number;
  name: string;
  country: string;
  code: string;
  available: boolean;
}

/** Why a loan is asked for, in the customer's language (`label`). */
export interface LoanPurpose {
  id: number;
  key: string;
  name: string;
  nameEs: string;
  active: boolean;
  label: string;
}

/** How a market's loans are issued: automatically up to an amount, or by a loan officer. */
export interface IssueStrategy {
  id: number;
  country: string;
  strategy: 'automatic' | 'manual';
  autoIssueMaxAmount: number;
  note: string;
}

/** Whether a customer may ask for an impediment, and on which loans. */
export interface ImpedimentCheck {
  canCreate: boolean;
  loanIds: number[];
  reason: string | null;
}

/** Loan-service calls of the console, by catalogue id. */
export interface LoanStaffCalls {
  'loan.payloanmanual': { request: LoanId & Reason & { amount: number; date: string }; response: LoanOrProposal };
  'loan.deletePayment': { request: LoanId & Reason & { paymentId: number }; response: StaffLoan };
  'loan.undeletePayment': { request: LoanId & Reason & { paymentId: number }; response: StaffLoan };
  'loan.setLoanIssued': { request: LoanId & Reason; response: StaffLoan };
  'loan.setLoanCancelled': { request: LoanId & Reason; response: StaffLoan };
  'loan.changeExpectedDate': { request: LoanId & { installmentId: number; expectedDate: string }; response: StaffLoan };
  'loan.rollover': { request: LoanId & Reason & { days: number }; response: StaffLoan };
  'loan.validateRestructure': { request: LoanId & { installmentCount: number }; response: RestructurePlan };
  'loan.restructureLoan': { request: LoanId & Reason & { installmentCount: number }; response: StaffLoan };
  'loan.discount': { request: LoanId & Reason & { amount: number }; response: LoanOrProposal };
  'loan.createUpdateLoanArrangement': { request: LoanId & { amount: number; date: string }; response: Arrangement };
  'loan.createLoanImpediment': { request: LoanId & { reason: string }; response: Impediment };
  'loan.setImpedimentStatus': { request: { impedimentId: number; status: string }; response: Impediment };
  'loan.getAllImpediments': { request: undefined; response: Impediment[] };
  'loan.getAllImpediments/paged': {
    request: { page: number; perPage: number; status?: string; loanId?: number };
    response: SearchResponse<Impediment>;
  };
  'loan.loanStatusHistory': { request: undefined; response: LoanStatusChange[] };
  'loan.installmentStatusHistory': { request: undefined; response: StatusChange[] };
  'loan.staff/loanagreement': { request: undefined; response: AgreementTexts };
  'loan.staff/rolloverCalculate': { request: undefined; response: RolloverCost };
  'loan.getAllLoanDefinitions': { request: undefined; response: LoanDefinition[] };
  'loan.getLoanDefinition': { request: undefined; response: LoanDefinition };
  'loan.loanDefinition': { request: LoanDefinitionChange; response: LoanDefinition };
  'loan.discount/rules': { request: undefined; response: DiscountRule[] };
  'loan.discount/rules.post': { request: DiscountRuleWrite; response: DiscountRule };
  'loan.discount/rule': { request: undefined; response: DiscountRule };
  'loan.discount/proposals': { request: undefined; response: DiscountProposal[] };
  'loan.IbanValidation': { request: { iban: string }; response: { iban: string; valid: boolean; country: string } };
  'loan.staff/customerCanCreateImpediment': { request: undefined; response: ImpedimentCheck };
  'loan.staff/banks': { request: undefined; response: Bank[] };
  'loan.getLoanPurpose': { request: { language: string }; response: LoanPurpose[] };
  /** Every market's strategy; with `country` in the query, that market's alone. */
  'loan.LoanIssueStrategy': { request: undefined; response: IssueStrategy[] | IssueStrategy };
  'loan.internalCollectionSearch': {
    request: { page: number; perPage: number; staffId?: number };
    response: SearchResponse<CollectionBookLoan>;
  };
}

/** An overdue loan of the collection book: days overdue, what is owed and who collects it. */
export type CollectionBookLoan = StaffLoan & {
  daysOverdue: number;
  owed: number;
  assignedCamId?: number | null;
  collectionCompanyId?: number | null;
};
