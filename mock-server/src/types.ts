import type { CountryCode, CustomerDetails, CustomerStatus, Loan, LoanStatus, Role } from '@pronto/api';
import type { CollectionOverride } from '@pronto/domain';

/** A generic stored record: every collection row has a numeric id. */
export type Row = { id: number } & Record<string, unknown>;

/** A stored row read as a contract record `T`: its known fields typed, any other field still reachable. */
export type Stored<T extends object> = T & Row;

/** A record staff edit in a form: its version and last edit (versions.ts). */
export interface Versioned {
  /** Edits made so far (0 for a record never edited through a versioned call). */
  version?: number;
  /** When and by whom (the staff member's full name) the last edit was made. */
  updatedAt?: string;
  updatedBy?: string;
}

/** A stored status change: who set it and when (oldest first, the last entry is current). */
export interface StoredStatus {
  status: CustomerStatus;
  createdAt: string;
  createdBy?: string;
}

/** A customer as stored: the CustomerDetails the apps see plus back-office fields. */
export interface CustomerRecord extends Omit<CustomerDetails, 'statuses'>, Versioned {
  statuses: StoredStatus[];
  /** Mobile phone as typed in the country's form (UK 07..., ES 6...). */
  mobilePhone: string;
  /** The customer's PIN (the login password), hashed; null when cleared (a blank PIN opens nothing), missing on
   *  a row written through /api/rest without one. */
  pin?: string | null;
  createdAt: string;
  deleted: boolean;
  blacklisted: boolean;
  vip: boolean;
  collectionStatus: string | null;
  /** A staff decision on collection against the arrears rule, with its reason (@pronto/domain collectionMove). */
  collectionOverride?: CollectionOverride | null;
  /** The 4-digit registration / handover PIN awaiting validation, if any. */
  otp?: string | null;
  emailVerified?: boolean;
  workEmailVerifyCode?: string;
  /** When the pending OTP stops working (ISO). */
  otpExpires?: string | null;
  /** When the pending OTP was confirmed by membership.pinValid: it does not confirm there again. */
  otpConfirmedAt?: string | null;
  unsubscribed?: boolean;
  affiliateHistory?: unknown[];
  /** The customer's status in their group (`group`); active when never set. */
  groupStatus?: 'active' | 'inactive';
  /** The application stage staff set, and the customer status it was set under (it holds while that status does). */
  stage?: { stage: string; status: CustomerStatus; setAt: string; setBy: string };
  /** A risk score staff set by hand (0-1000): it replaces the computed credibility score. */
  riskScore?: { score: number; setAt: string; setBy: string } | null;
  /** When the customer confirmed their mobile with the PIN sent to it (communicationVerifyWithOTP). */
  mobileVerifiedAt?: string;
}

/**
 * A stored text field as text ('' when missing). Rows come from the data file and from /api/rest writes
 * (a POST checks no fields), which no type checks: a customer's e-mail or phone may be missing there.
 */
export const storedText = (value: unknown): string => String(value ?? '');

export interface LoanRecord extends Loan {
  createdAt: string;
  /** YYYY-MM-DD; set when the status first becomes issued. */
  collectionStatus?: string | null;
  statusHistory: { status: LoanStatus; createdAt: string; createdBy?: string }[];
}

export interface StaffRecord extends Versioned {
  id: number;
  emailAddress: string;
  password: string;
  fullName: string;
  role: Role;
  country: CountryCode;
  active: boolean;
}

/**
 * `repay`: the token of a repayment link (spec: loginWithRepayToken); it opens no session by itself.
 * `handover`: a partner handover before its PIN is confirmed; it signs only `customer.handoverOtp` and
 * becomes a `customer` session once the PIN is right (the site keeps the same token).
 */
export type TokenKind = 'customer' | 'staff' | 'repay' | 'handover';

export interface TokenRecord {
  id: number;
  /** The token's digest (security/secrets.ts tokenDigest), never the token. */
  token: string;
  kind: TokenKind;
  subjectId: number;
  role: Role | null;
  createdAt: string;
  expires: string;
}

export interface SmsRecord {
  id: number;
  mobilePhone: string;
  text: string;
  createdAt: string;
  customerId: number | null;
  country: CountryCode;
  type: string;
  read: boolean;
  /** Delivery receipt from the SMS provider (sms/{smsId}/receipt, providerCallback/sms). */
  receipt?: { status: string; at: string };
  /** The SMS gateway's id of the message, which its delivery callbacks name (messages sent before it was kept have none). */
  providerRef?: string;
}

export interface EmailRecord {
  id: number;
  emailAddress: string;
  subject: string;
  text: string;
  createdAt: string;
  customerId: number | null;
  type: string;
  /** The e-mail provider's id of the message, which its event callbacks name. */
  providerRef?: string;
  /** Delivered, bounced or complained, from the provider's events (providerCallback/email). */
  delivery?: { status: string; at: string };
  /** The provider's events, each kept once with its first time. */
  events?: { event: string; at: string }[];
}

export interface IntroductionRecord {
  id: number;
  introductionId: string;
  customerId: number;
  status: 'waitingForPin' | 'handoverCompleted';
  /** The partner reported an invalid e-mail: the OTP needs a new `email`. */
  partnerEmailInvalid: boolean;
  partner: string;
}

/** The whole in-memory database; every collection is an array of rows. */
export interface Db {
  customers: CustomerRecord[];
  loans: LoanRecord[];
  staff: StaffRecord[];
  tokens: TokenRecord[];
  smsHistory: SmsRecord[];
  emailHistory: EmailRecord[];
  introductions: IntroductionRecord[];
  [collection: string]: unknown[];
}

/** Names of every collection the seed creates (the simple-rest ones first). */
export const REST_COLLECTIONS = [
  'customers',
  'loans',
  'cards',
  'cardTransactions',
  'tickets',
  'templates',
  'templateChannels',
  'segments',
  'marketingScheduled',
  'smsHistory',
  'emailHistory',
  'staff',
  'collectionCompanies',
  'complaintCases',
  'campaigns',
  'categories',
  'channels',
  'groups',
  'contents',
  'translations',
  'whitelist',
  'ipBans',
  'loanDefinitions',
  'holidays',
  'freezeDays',
  'discountRules',
  'impediments',
  'bankAccounts',
  'documents',
  'customerGroups',
  'comments',
  'leads',
  'scrapeSessions',
  'ivrCampaigns',
  'ivrCalls',
] as const;

/** A collection served on /api/rest. */
export type RestCollection = (typeof REST_COLLECTIONS)[number];

export const INTERNAL_COLLECTIONS = ['tokens', 'introductions', 'calls', 'logs', 'affiliateClicks', 'enums'] as const;
