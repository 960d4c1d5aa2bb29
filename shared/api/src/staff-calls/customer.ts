/** The customer-service calls of the console (customer records, comments, complaints, affiliates, collections, letters). */
import type { CustomerDetails, CustomerStatus, Loan, StatusEntry } from '../models.ts';
import type { SearchRequest } from '../search-models.ts';
import type { BankAccountRecord, SentSms } from './bankscraper.ts';
import type { DocumentRecord } from './documents.ts';

type CustomerId = { customerId: number };
type LoanId = { loanId: number };
/** The reason an audited call carries to the audit trail. */
type Reason = { reason: string };

/** A customer as the back office reads it: the details plus the back-office fields and the current status. */
export interface StaffCustomer extends CustomerDetails {
  /** The last entry of `statuses`; null for a record written without one. */
  status: CustomerStatus | null;
  mobilePhone: string;
  createdAt: string;
  deleted: boolean;
  blacklisted: boolean;
  vip: boolean;
  collectionStatus: string | null;
  emailVerified?: boolean;
  unsubscribed?: boolean;
  /** Edits made so far, and the last one's time and staff name (optimistic concurrency). */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** The fields staff may change with customer.customer.put (the rest of the record is the server's). */
export const CUSTOMER_UPDATE_FIELDS = [
  'firstName',
  'lastName',
  'group',
  'additionalField',
  'birthDate',
  'gender',
  'employmentStatus',
  'monthlyIncome',
  'position',
  'emailAddress',
] as const satisfies readonly (keyof CustomerUpdate)[];

/** The fields of customer.customer.put: the customer and the fields staff may change. */
export interface CustomerUpdate {
  customerId: number;
  firstName?: string;
  lastName?: string;
  group?: string;
  additionalField?: string;
  /** YYYY-MM-DDT12:00:00Z */
  birthDate?: string;
  gender?: string;
  employmentStatus?: string;
  monthlyIncome?: number | string;
  position?: string;
  emailAddress?: string;
  /** The record's version the edit started from: another one is refused with 409 naming who changed it and when. */
  version?: number;
}

/** A staff comment on a customer (pinned ones first). */
export interface Comment {
  id: number;
  customerId: number;
  text: string;
  pinned: boolean;
  createdAt: string;
  createdBy?: string;
  updatedAt?: string | null;
  updatedBy?: string;
}

/** A customer's credit limit: the computed one, or staff's override. */
export interface CreditLimit {
  customerId: number;
  creditLimit: number;
  computedLimit: number;
  override: number | null;
}

/** What the back office knows of a customer's finances. */
export interface FinancialInfo {
  customerId: number;
  monthlyIncome: number | null;
  employmentStatus: string | null;
  loans: number;
  openLoans: number;
  successfulRepaidLoans: number;
  totalBorrowed: number;
  totalPaid: number;
  bankAccounts: BankAccountRecord[];
}

/** A customer's risk score (0-1000) and band. */
export interface RiskScore {
  customerId: number;
  score: number;
  band: 'low risk' | 'medium risk' | 'high risk';
  repaidLoans: number;
  overdueLoans: number;
  blacklisted: boolean;
}

/** The statuses a complaint case moves through. */
export type ComplaintStatus = 'open' | 'inProgress' | 'resolved' | 'closed';

/** One status change of a complaint case. */
export interface ComplaintStatusChange {
  status: ComplaintStatus;
  createdAt: string;
  createdBy: string;
}

/** A customer's complaint, with its status history. */
export interface ComplaintCase {
  id: number;
  customerId: number;
  loanId: number | null;
  country: string;
  subject: string;
  description: string;
  status: ComplaintStatus;
  createdAt: string;
  history: ComplaintStatusChange[];
  /** Edits of the subject and description so far, and the last one's time and staff name (optimistic concurrency). */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** How an affiliate campaign is paid: per lead, by tiers of leads, or an amount for a period. */
export type CostModel = 'lead' | 'tier' | 'date';

/** An affiliate campaign and its cost model. */
export interface Campaign {
  id: number;
  name: string;
  partner?: string;
  country?: string;
  costModel?: CostModel;
  cost?: number;
  costModelDetails?: Record<string, unknown>;
  active: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** The editable fields of a campaign (create without `id`, update with it). */
export interface CampaignWrite {
  id?: number;
  name?: string;
  partner?: string;
  country?: string;
  costModel?: CostModel;
  cost?: number;
  active?: boolean;
}

/** Clicks and conversion steps of a campaign (or of all of them), newest first. */
export interface AffiliateActivity {
  clicks: { id: number; uniqueClientId: string; customerId: number | null; campaignId?: number | null; createdAt: string }[];
  conversions: { id: number; uniqueClientId: string; step: string; campaignId?: number | null; createdAt: string }[];
}

/** A loan of the collection book, with who collects it. */
export type CollectionLoan = Loan & {
  assignedCamId?: number | null;
  collectionCompanyId?: number | null;
  collectionStatus?: string | null;
};

/** One assignment change (agent, company or collection status) with who and when. */
export interface AssignmentChange {
  id: number;
  loanId: number;
  customerId: number;
  kind: 'cam' | 'collectionCompany' | 'collectionStatus';
  value: number | string | null;
  createdBy: string;
  createdAt: string;
}

/** The kinds of collection letter. */
export type LetterKind = 'reminder' | 'default' | 'legalNotice' | 'other';
/** Where a letter is: waiting for approval, approved, rejected or sent. */
export type LetterStatus = 'pendingApproval' | 'approved' | 'rejected' | 'sent';

/** A collection letter with its customer's name and home address. */
export interface Letter {
  id: number;
  customerId: number;
  customerName: string;
  country: string | null;
  address: string;
  loanId: number | null;
  kind: LetterKind;
  text: string;
  status: LetterStatus;
  createdBy: string;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  reason?: string | null;
  sentAt: string | null;
  sentBy?: string | null;
}

/** The automatic collection runs: into internal, external and legal collection. */
export type RunName = 'autoIC' | 'autoEC' | 'autoLC';

/** What an automatic collection run answers (a dry run moves nobody). */
export interface RunSummary {
  run: RunName;
  dryRun: boolean;
  from: readonly string[];
  to: string;
  minDays: number;
  checked: number;
  moved: number;
  customers: { customerId: number; name: string; loanId: number; daysOverdue: number }[];
  ranBy: string;
  ranAt: string;
}

/** The body of a collection run: for real or not, and optionally only for some customers. */
type RunRequest = { dryRun: boolean; customerIds?: number[] };

/** Customer-service calls of the console, by catalogue id. */
export interface CustomerStaffCalls {
  'customer.customer': { request: undefined; response: StaffCustomer };
  /** Oldest first; the last entry is the current status. */
  'customer.status': { request: undefined; response: StatusEntry[] };
  /** Pinned first, then newest first. */
  'customer.comment': { request: undefined; response: Comment[] };
  'customer.affiliate/campaign': { request: undefined; response: Campaign[] };
  'customer.customer.put': { request: CustomerUpdate; response: StaffCustomer };
  /** A status against the arrears rule is an override and needs `reason`. */
  'customer.status.post': { request: CustomerId & { status: CustomerStatus; reason?: string }; response: StaffCustomer };
  'customer.blacklist/add': { request: CustomerId & Reason; response: StaffCustomer };
  'customer.blacklist/remove': { request: CustomerId & Reason; response: StaffCustomer };
  'customer.status/vip': { request: CustomerId & { vip: boolean }; response: StaffCustomer };
  'customer.collectionStatus': { request: CustomerId & { collectionStatus: string | null }; response: StaffCustomer };
  'customer.softDelete': { request: CustomerId & Reason; response: StaffCustomer };
  'customer.undelete': { request: CustomerId & Reason; response: StaffCustomer };
  'customer.verifyEmailByStaff': { request: CustomerId; response: StaffCustomer };
  'customer.comment.post': { request: CustomerId & { text: string }; response: Comment };
  'customer.comment/pin': { request: { commentId: number }; response: Comment };
  'customer.comment/unpin': { request: { commentId: number }; response: Comment };
  'customer.updateComment': { request: { commentId: number; text: string }; response: Comment };
  'customer.creditlimit': { request: undefined; response: CreditLimit };
  'customer.getFinancialInfo': { request: undefined; response: FinancialInfo };
  'customer.credibility2': { request: undefined; response: RiskScore };
  'customer.phoneLogs': { request: undefined; response: SentSms[] };
  'customer.searchForExportCSV': { request: SearchRequest; response: string };
  'customer.collectionCustomers': { request: undefined; response: StaffCustomer[] };
  'customer.complaintCase': {
    request: CustomerId & { loanId?: number | null; subject: string; description?: string };
    response: ComplaintCase;
  };
  // `version`: the one the edit started from; another one is refused with 409 (who and when).
  'customer.complaintCase.put': {
    request: { complaintCaseId: number; subject?: string; description?: string; version?: number };
    response: ComplaintCase;
  };
  'customer.complaintCase.delete': { request: undefined; response: ComplaintCase };
  'customer.complaintCase/changeStatus': { request: { complaintCaseId: number; status: ComplaintStatus }; response: ComplaintCase };
  'customer.complaintCase/history': { request: undefined; response: ComplaintStatusChange[] };
  'customer.affiliate/clicks': { request: undefined; response: AffiliateActivity };
  'customer.affiliate/campaign.post': { request: CampaignWrite & { name: string }; response: Campaign };
  'customer.affiliate/campaign.put': { request: CampaignWrite & { id: number }; response: Campaign };
  'customer.affiliate/campaign.delete': { request: undefined; response: Campaign };
  /** The cost models' fields are the form's: the API refuses a missing one (422) with its name. */
  'customer.affiliate/costModel/lead': { request: { campaignId: number; amount?: number }; response: Campaign };
  'customer.affiliate/costModel/tier': { request: { campaignId: number; tiers: { from: number; amount: number }[] }; response: Campaign };
  'customer.affiliate/costModel/date': { request: { campaignId: number; from?: string; to?: string; amount?: number }; response: Campaign };
  'customer.assignToCam': { request: LoanId & { staffId: number }; response: CollectionLoan };
  'customer.unassignFromCam': { request: Record<string, never>; response: CollectionLoan };
  'customer.collectionCompany/assign': { request: LoanId & { collectionCompanyId: number }; response: CollectionLoan };
  'customer.collectionCompany/unassign': { request: LoanId; response: CollectionLoan };
  'customer.collectionCompany/history': { request: undefined; response: AssignmentChange[] };
  'customer.letters/approvals': { request: undefined; response: Letter[] };
  'customer.letters/approvals.post': { request: { letterId: number; decision: 'approve' | 'reject'; reason?: string }; response: Letter };
  'customer.letters/extractionList': { request: undefined; response: Letter[] };
  'customer.letters/send': { request: { letterIds: number[] }; response: { sent: number; letters: Letter[] } };
  'customer.legalDocuments': { request: undefined; response: Omit<DocumentRecord, 'content'>[] };
  'customer.autoIC': { request: RunRequest; response: RunSummary };
  'customer.autoEC': { request: RunRequest; response: RunSummary };
  'customer.autoLC': { request: RunRequest; response: RunSummary };
}
