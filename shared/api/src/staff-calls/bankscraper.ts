/** The bank-data calls of the console (bankscraper service) and the records they answer. */

type CustomerId = { customerId: number };

/** What an IBAN (or a UK sort code and account number) says about the bank. */
export interface BankDetails {
  country: string;
  bankCode: string | null;
  bankName: string | null;
  /** GB: the sort code (6 digits); ES: the branch (oficina). */
  branch: string | null;
  accountNumber: string | null;
}

/** A customer's bank account as stored (added by hand, by the customer or found by a scrape). */
export interface BankAccountRecord {
  id: number;
  customerId: number;
  iban?: string;
  sortCode?: string;
  accountNumber?: string;
  bankName?: string;
  verified?: boolean;
  source?: string;
  addedBy?: string;
  createdAt?: string;
  /** Only in the answers that look the bank up (getAccountWithBankDetails, the manual add). */
  bankDetails?: BankDetails;
  /** Other customers whose accounts carry the same IBAN. */
  sharedWith?: number[];
}

/** One IBAN stored on more than one customer. */
export interface DuplicateGroup {
  iban: string;
  customerIds: number[];
  accounts: BankAccountRecord[];
}

/** The account a payout may go to, or why there is none. */
export interface EligibleAccount {
  customerId: number;
  account: BankAccountRecord | null;
  reason: string;
}

/** The salary day found in a customer's scraped transactions. */
export interface SalaryDate {
  customerId: number;
  sessionId: number;
  salaryDay: number;
  nextSalaryDate: string;
  basedOn: number;
}

/** What a scrape found: the account holder, the accounts and their transactions. */
export interface ScrapeResults {
  holder: { name: string; email: string; phone: string };
  accounts: { iban: string; bankName: string; balance: number; currency: string }[];
  transactions: { date: string; description: string; amount: number }[];
}

/** One scrape of a customer's bank (bankscraper.scrape, scrape/collection). */
export interface ScrapeSession {
  id: number;
  customerId: number;
  provider: string;
  bankName: string;
  purpose: 'account' | 'collection';
  status: string;
  error: string | null;
  durationMs: number;
  startedBy: string;
  createdAt: string;
  results: ScrapeResults | null;
}

/** Success figures of a set of scrape sessions. */
export interface PerformanceFigures {
  total: number;
  completed: number;
  failed: number;
  successRate: number;
  averageSeconds: number;
}

/** Scraper performance over a period: totals, per provider, per day and the failure reasons. */
export interface ScraperPerformance extends PerformanceFigures {
  from: string;
  to: string;
  byProvider: (PerformanceFigures & { provider: string })[];
  byDay: (PerformanceFigures & { day: string })[];
  errors: { error: string; count: number }[];
}

/** One rule of the card collection order, or one of a customer's cards in that order. */
export interface CardPriority {
  rank: number;
  rule: string;
  id?: number;
  maskedPan?: string;
  brand?: string;
  expiry?: string;
  status?: string;
}

/** The account holder a customer's latest completed scrape read. */
export interface ScrapeCustomerInfo {
  customerId: number;
  sessionId: number;
  scrapedAt: string;
  name: string;
  email: string;
  phone: string;
}

/** One bank sign-in a customer used (never the secret; the login masked). */
export interface BankCredential {
  provider: string;
  bankName: string;
  login: string;
  lastUsedAt: string;
  lastStatus: string;
}

/** The payout transfer manager's queue. */
export interface TransferManagerState {
  state: 'idle' | 'running';
  queued: number;
  lastResetAt: string | null;
  lastResetBy: string | null;
}

/** Which of the customer's name, e-mail and phone the bank's account holder matches. */
export interface IdentityMatch {
  customerId: number;
  sessionId: number;
  name: boolean;
  email: boolean;
  phone: boolean;
  matched: boolean;
}

/** How a customer's application gets its bank data. */
export interface ApplicationFlow {
  customerId: number;
  flow: 'scrape' | 'widget' | 'manual';
  reason: string;
}

/** A sent SMS as the SMS history keeps it. */
export interface SentSms {
  id: number;
  mobilePhone: string;
  text: string;
  createdAt: string;
  customerId: number | null;
  country: string;
  type: string;
  read: boolean;
  /** Delivery receipt from the SMS provider. */
  receipt?: { status: string; at: string };
}

/** Bank-data calls of the console, by catalogue id. */
export interface BankscraperCalls {
  'bankscraper.getAccountWithBankDetails': { request: undefined; response: BankAccountRecord[] };
  'bankscraper.FindDuplicateAccounts': { request: undefined; response: DuplicateGroup[] };
  'bankscraper.getEligibleBankAccount': { request: CustomerId; response: EligibleAccount };
  'bankscraper.findSalaryDateOfCustomer': { request: CustomerId; response: SalaryDate };
  'bankscraper.scrape': { request: CustomerId; response: ScrapeSession };
  'bankscraper.scrape/collection': { request: CustomerId; response: ScrapeSession };
  'bankscraper.scrape/ableTo': { request: CustomerId; response: { customerId: number; able: boolean; reason: string | null } };
  'bankscraper.getSessionResultJsonAsTxt': { request: undefined; response: string };
  'bankscraper.scraperPerformance': { request: { from: string; to: string }; response: ScraperPerformance };
  'bankscraper.activeScrapeProvider': { request: undefined; response: { provider: string; providers: string[] } };
  'bankscraper.cardPriorityList': { request: undefined; response: CardPriority[] };
  'bankscraper.randomIban': { request: undefined; response: string };
  'bankscraper.getScrapeCustomerInfo': { request: undefined; response: ScrapeCustomerInfo | null };
  'bankscraper.getCredentialsOfCustomer': { request: undefined; response: BankCredential[] };
  'bankscraper.determineApplicationFlowPath': { request: undefined; response: ApplicationFlow };
  'bankscraper.notifysms': { request: CustomerId; response: SentSms };
  'bankscraper.validatecustomerInfo': { request: CustomerId; response: IdentityMatch };
  'bankscraper.fixCustomerAccountSessionHistoryData': {
    request: CustomerId;
    response: { customerId: number; fixed: number; accountIds: number[] };
  };
  'bankscraper.loantransfermanager/state': { request: undefined; response: TransferManagerState };
  'bankscraper.loantransfermanager/reset': { request: Record<string, never>; response: TransferManagerState };
  'bankscraper.addCustomerBankAccountManually': { request: CustomerId & { iban: string; bankName?: string }; response: BankAccountRecord };
}
