/** Entities shared by the apps and the mock server (customer-site.md §3, back-office.md §3). */

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

export type CountryCode = 'GB' | 'ES';

export interface StatusEntry {
  status: CustomerStatus;
  /** ISO date-time the status was set. */
  createdAt: string;
}

export interface CommunicationEntry {
  id: number;
  type: 'email' | 'phone';
  subType: 'personal' | 'work';
  countryCode: string;
  value: string;
}

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

export interface Session {
  token: string;
  customerDetails: CustomerDetails;
}

export interface LoginRequest {
  phoneNumber: string;
  password: string;
  countryCode: string;
}

export interface EnumEntry {
  key: string;
  value: string;
}

export interface PaymentPlanRequest {
  /** YYYY-MM-DD */
  issueDate: string;
  paymentDates: string[];
  amount: number;
}

export interface PlanInstallment {
  expectedDate: string;
  initialBase: number;
  initialCalculatedInterest: number;
  interestStartDate: string;
}

export interface PaymentPlanResponse {
  installments: PlanInstallment[];
}

export interface HandoverLoginResponse {
  token: string;
  status: 'waitingForPin' | 'handoverCompleted';
}

export interface ReportSignInRequest {
  emailAddress: string;
  password: string;
  country: CountryCode;
}

export interface StaffUser {
  id: number;
  emailAddress: string;
  fullName: string;
  role: 'admin' | 'agent' | 'reporter';
  country: CountryCode;
}

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

export interface ComprehensiveLoanReportEntry {
  summaryReport: SummaryRow[];
  loans: LoanReportRow[];
}

export interface LoanReportRow {
  loanId: number;
  customerId: number;
  application: string;
  issueDate: string;
  principal: number;
  totalPaid: number;
  unpaid: number;
  borrowerType: 'FTB' | 'RTB';
  status: string;
}

export type LoanStatus = 'requested' | 'approved' | 'issued' | 'overdue' | 'repaid' | 'closed' | 'cancelled' | 'declined';
export type InstallmentStatus = 'pending' | 'paid' | 'partiallyPaid' | 'overdue';

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
}

export interface Payment {
  id: number;
  loanId: number;
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  method: 'card' | 'manual' | 'token';
  deleted: boolean;
}

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
}
