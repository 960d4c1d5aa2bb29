/** Entities shared by the apps and the mock server (customer-site.md §3, back-office.md §3). */

/** Customer statuses of customer-site.md §4. */
export type CustomerStatus =
  | 'new'
  | 'preRegistered'
  | 'registered'
  | 'systemApproved'
  | 'securityChecked'
  | 'internalCollection'
  | 'externalCollection'
  | 'approved'
  | 'closed'
  | 'legal'
  | 'declined'
  | 'waiting';

/** The two markets. */
export type CountryCode = 'GB' | 'ES';

/** One entry of a customer's status history. */
export interface StatusEntry {
  status: CustomerStatus;
  /** ISO date-time the status was set. */
  createdAt: string;
}

/** A phone or e-mail of a customer. */
export interface CommunicationEntry {
  id: number;
  type: 'email' | 'phone';
  subType: 'personal' | 'work';
  countryCode: string;
  value: string;
}

/** A home or work address (work: company name in companyName, company address in district). */
export interface AddressEntry {
  addressType: 'home' | 'work';
  building?: string;
  companyName?: string;
  country?: string;
  county?: string;
  details?: string;
  district?: string;
  flatNumber?: string;
  houseNumber?: string;
  postCode?: string;
  street?: string;
  town?: string;
}

/** Customer details (customer-site.md §3). */
export interface CustomerDetails {
  id: number;
  firstName: string;
  lastName: string;
  group?: string;
  /** National ID (ES), upper-cased. */
  additionalField?: string;
  /** YYYY-MM-DDT12:00:00Z */
  birthDate: string;
  gender?: string;
  employmentStatus?: string;
  monthlyIncome?: number;
  position?: string;
  emailAddress: string;
  /** Oldest first; the current status is the last entry (docs/decisions.md). */
  statuses: StatusEntry[];
  communication: CommunicationEntry[];
  customerAddress: AddressEntry[];
  country: CountryCode;
}

/** A customer session: bearer token and customer details. */
export interface Session {
  token: string;
  customerDetails: CustomerDetails;
}

/** Customer login body. */
export interface LoginRequest {
  phoneNumber: string;
  password: string;
  countryCode: string;
}

/** One value of an enumeration (Gender, EmploymentStatus). */
export interface EnumEntry {
  key: string;
  value: string;
}

/** Payment plan request of the calculator. */
export interface PaymentPlanRequest {
  /** YYYY-MM-DD */
  issueDate: string;
  paymentDates: string[];
  amount: number;
}

/** One installment of a payment plan. */
export interface PlanInstallment {
  expectedDate: string;
  initialBase: number;
  initialCalculatedInterest: number;
  interestStartDate: string;
}

/** Payment plan answer. */
export interface PaymentPlanResponse {
  installments: PlanInstallment[];
}

/** Partner handover login answer. */
export interface HandoverLoginResponse {
  token: string;
  status: 'waitingForPin' | 'handoverCompleted';
}

/** Report / staff sign-in body. */
export interface ReportSignInRequest {
  emailAddress: string;
  password: string;
  country: CountryCode;
}

/** A signed-in staff or report user. */
export interface StaffUser {
  id: number;
  emailAddress: string;
  fullName: string;
  role: 'admin' | 'agent' | 'reporter';
  country: CountryCode;
  /** An agent's business operations when they signed in (the console hides the others; the API refuses them). */
  operations?: string[];
}

/** One field an audited action changed: its path in the record, the value before and after. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  /** When the field is in a listed row that is numbered (an instalment: `installments[16].paidAmount`), the
   *  row's 1-based number, so the change can be read as "Instalment 2" without the loan at hand. */
  rowNumber?: number;
}

/** What an audited action worked on; `record` is a row of another /api/rest collection (`AuditEntry.resource`). */
export type AuditTargetType = 'customer' | 'loan' | 'card' | 'staff' | 'ticket' | 'record';

/**
 * One entry of the audit trail (membership.searchAudit, customer.staff/audit, loan.staff/audit): who
 * (the staff member's id and name at the time), when, what (the catalogue call and its record), the
 * fields it changed and the reason given.
 */
export interface AuditEntry {
  id: number;
  at: string;
  staffId: number;
  staffName: string;
  staffEmail: string;
  callId: string;
  targetType: AuditTargetType;
  targetId: number;
  customerId: number | null;
  loanId: number | null;
  /** Why, as staff gave it; '' for a call only recorded (a message sent, a ticket moved) without one. */
  reason: string;
  changes: AuditChange[];
  /** The market of the record (its customer's for a card or ticket): the currency its amounts are in. */
  country?: CountryCode;
  /** A write through /api/rest: the collection written (`loanDefinitions`); `callId` is `rest.<collection>.<method>`. */
  resource?: string;
  /** Set when the action was proposed by one staff member and approved by this one (four-eyes). */
  proposedBy?: { staffId: number; staffName: string; reason: string; at: string };
  /** The money a four-eyes action moved (a write-off, a manual payment): what the running totals count. */
  amount?: number;
}

/** The money actions a second staff member checks above a limit (four-eyes by running totals). */
export type CheckedAction = 'writeOff' | 'manualPayment' | 'refund';

/** Why an action waits for a checker: the running total (per loan, or per staff member per day) it would bring past its limit. */
export interface CheckerRule {
  action: CheckedAction;
  scope: 'loan' | 'staffDay';
  /** What was booked without a checker before this action. */
  bookedBefore: number;
  /** The same total with this action. */
  total: number;
  limit: number;
}

/** What the checker decides on: the loan as its ledger stood when the action was proposed. */
export interface ProposalFacts {
  /** Everything still to pay on the loan's schedule. */
  balanceBefore: number;
  /** The same once the action runs; null when the action does not set it (a desist). */
  balanceAfter: number | null;
  /** What settles the loan that day: the most a payment may be. */
  settlement: number;
  arrears: number;
  daysPastDue: number;
  /** Interest written off on the loan before (discounts booked, with or without a checker). */
  earlierWriteOffs: number;
  /** The running total that sent the action to a checker; null when the call always needs one (a desist). */
  rule: CheckerRule | null;
}

/** A proposal waiting for (or decided by) a second staff member, an admin (membership.approvals). */
export interface Approval {
  id: number;
  callId: string;
  targetType: AuditTargetType;
  targetId: number;
  customerId: number | null;
  loanId: number | null;
  /** The call's body as proposed (its ids and the reason). */
  body: Record<string, unknown>;
  reason: string;
  proposedById: number;
  proposedByName: string;
  proposedAt: string;
  status: 'pending' | 'approved' | 'rejected';
  decidedById: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  /** The loan's facts when it was proposed (loan actions). */
  facts?: ProposalFacts | null;
}

/** Report / staff sign-in answer. */
export interface ReportSignInResponse {
  token: string;
  user: StaffUser;
}

/** One summary row: dateStart, dateEnd and `<group>_v` amounts / `<group>_p` percentages. */
export interface SummaryRow {
  dateStart: string;
  dateEnd: string;
  values: Record<string, number>;
}

/** One entry of the loan report answer (the first holds summaryReport). */
export interface ComprehensiveLoanReportEntry {
  summaryReport: SummaryRow[];
  loans: LoanReportRow[];
}

/** One loan row of the loan report. */
export interface LoanReportRow {
  loanId: number;
  customerId: number;
  /** The customer's first and last name (the report's readers see no customer pages). */
  customerName?: string;
  application: string;
  issueDate: string;
  principal: number;
  totalPaid: number;
  unpaid: number;
  borrowerType: 'FTB' | 'RTB';
  status: string;
}

/** Loan statuses. */
export type LoanStatus = 'requested' | 'approved' | 'issued' | 'overdue' | 'repaid' | 'closed' | 'cancelled' | 'declined';
/** Installment statuses. */
export type InstallmentStatus = 'pending' | 'paid' | 'partiallyPaid' | 'overdue';

/** One installment of a loan. */
export interface Installment {
  id: number;
  loanId: number;
  /** 1-based order within the loan. */
  number: number;
  /** YYYY-MM-DD due date. */
  expectedDate: string;
  interestStartDate: string;
  principal: number;
  interest: number;
  /** Missed-payment fee charged on this instalment (10, once per credit). */
  fee: number;
  lateInterest: number;
  paidAmount: number;
  /** YYYY-MM-DD of the payment that settled it, if any. */
  paidDate?: string;
  status: InstallmentStatus;
  /** YYYY-MM-DD the instalment was due on before the customer rolled it over. */
  rolledOverFrom?: string;
  /** Kept by a restructure: its fee and late interest stay as they were charged then, never recomputed. */
  chargesSettled?: boolean;
}

/** A payment on a loan. */
export interface Payment {
  id: number;
  loanId: number;
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  method: 'card' | 'manual' | 'token';
  deleted: boolean;
  /** What the payment was for when not the loan itself: the interest of a roll-over. */
  purpose?: 'rollover';
}

/** A card chargeback against one of a loan's card payments (loan.chargeback): open until resolved won or lost. */
export interface Chargeback {
  id: number;
  loanId: number;
  paymentId: number;
  /** The whole payment's amount, which the chargeback reverses. */
  amount: number;
  /** open: the payment is reversed meanwhile; won: the payment stands again; lost: it stays reversed. */
  status: 'open' | 'won' | 'lost';
  createdAt: string;
  createdBy: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

/** A loan with its installments, payments and status history. */
export interface Loan {
  id: number;
  customerId: number;
  country: CountryCode;
  /** {product}_UK or {product}_ES */
  application: string;
  amount: number;
  /** YYYY-MM-DD */
  issueDate: string;
  status: LoanStatus;
  purpose?: string;
  installments: Installment[];
  payments: Payment[];
  statusHistory: { status: LoanStatus; createdAt: string }[];
  /** Rollovers so far, by the customer or by staff: at most two (FCA CONC 6.7.23). */
  rollovers?: number;
  /**
   * Interest written off by discounts since the last restructure: kept out of the room the total cost cap
   * leaves for late interest, so that later late interest never takes a write-off back.
   */
  writtenOff?: number;
  /** Freeze days of the loan's market since its issue (YYYY-MM-DD): no late interest or fee accrues on them. */
  frozenDays?: string[];
  /** The customer's withdrawal (right of withdrawal), once its desist was approved. */
  withdrawal?: LoanWithdrawal;
}

/**
 * A withdrawal from a loan: the notice (the day its desist was proposed, within 14 days of the payout), the
 * day the customer should repay by, and, once `loan.DesistContractPayment` took it, the payment that closed it.
 */
export interface LoanWithdrawal {
  /** YYYY-MM-DD */
  noticeDate: string;
  /** YYYY-MM-DD: 30 days after the notice. */
  repayBy: string;
  /** YYYY-MM-DD; set once the withdrawal amount was paid and the loan closed. */
  paidOn?: string;
  paid?: number;
}

/** A message template (communication service): `{variables}` in subject and body are filled per customer. */
export interface MessageTemplate {
  id: number;
  name: string;
  /** sms, email, page or letter. */
  channel: string;
  /** The market it is written for; none: any market of its language. */
  country?: CountryCode;
  language?: string;
  subject?: string;
  body: string;
  active?: boolean;
}

/** Body of the single sends (SendSmsSingle, SendEmailSingle). */
export interface SendSingleRequest {
  customerId: number;
  /** A template, filled with the customer's own values; or free `text` (and `subject`). */
  templateId?: number;
  text?: string;
  subject?: string;
  /** The filled body staff previewed: the send is refused if what would go out differs from it. */
  preview?: string;
}
