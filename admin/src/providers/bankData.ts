import type { CreateParams, DataProvider, RaRecord } from 'react-admin';
import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';

type CustomerId = { customerId: number };

export interface BankDetails {
  country: string;
  bankCode: string | null;
  bankName: string | null;
  branch: string | null;
  accountNumber: string | null;
}

export interface BankAccount {
  id: number;
  customerId: number;
  iban?: string;
  sortCode?: string;
  accountNumber?: string;
  bankName?: string;
  verified?: boolean;
  source?: string;
  createdAt?: string;
  bankDetails?: BankDetails;
  /** Other customers whose accounts carry the same IBAN. */
  sharedWith?: number[];
}

export interface DuplicateGroup {
  iban: string;
  customerIds: number[];
  accounts: BankAccount[];
}

export interface EligibleAccount {
  customerId: number;
  account: BankAccount | null;
  reason: string;
}

export interface SalaryDate {
  customerId: number;
  sessionId: number;
  salaryDay: number;
  nextSalaryDate: string;
  basedOn: number;
}

export interface ScrapeResults {
  holder: { name: string; email: string; phone: string };
  accounts: { iban: string; bankName: string; balance: number; currency: string }[];
  transactions: { date: string; description: string; amount: number }[];
}

export interface PerformanceFigures {
  total: number;
  completed: number;
  failed: number;
  successRate: number;
  averageSeconds: number;
}

export interface ScraperPerformance extends PerformanceFigures {
  from: string;
  to: string;
  byProvider: (PerformanceFigures & { provider: string })[];
  byDay: (PerformanceFigures & { day: string })[];
  errors: { error: string; count: number }[];
}

export interface CardPriority {
  rank: number;
  rule: string;
  id?: number;
  maskedPan?: string;
  brand?: string;
  expiry?: string;
  status?: string;
}

export interface ScrapeCustomerInfo {
  customerId: number;
  sessionId: number;
  scrapedAt: string;
  name: string;
  email: string;
  phone: string;
}

export interface BankCredential {
  provider: string;
  bankName: string;
  login: string;
  lastUsedAt: string;
  lastStatus: string;
}

export interface TransferManagerState {
  state: 'idle' | 'running';
  queued: number;
  lastResetAt: string | null;
  lastResetBy: string | null;
}

export interface IdentityMatch {
  sessionId: number;
  name: boolean;
  email: boolean;
  phone: boolean;
  matched: boolean;
}

/** Bank-data calls beyond the lists (bankscraper.searchAccounts and searchSessions, resource table). */
export const bankDataRpc = {
  accountsWithBankDetails: (_: string, p: CustomerId) =>
    rpc<BankAccount[]>('bankscraper.getAccountWithBankDetails', { params: p, silent: true }),
  duplicateAccounts: (_: string, p: Partial<CustomerId> = {}) =>
    rpc<DuplicateGroup[]>('bankscraper.FindDuplicateAccounts', { params: p, silent: true }),
  eligibleBankAccount: (_: string, p: CustomerId) => rpc<EligibleAccount>('bankscraper.getEligibleBankAccount', { data: p, silent: true }),
  findSalaryDate: (_: string, p: CustomerId) => rpc<SalaryDate>('bankscraper.findSalaryDateOfCustomer', { data: p }),
  startScrape: (_: string, p: CustomerId) => rpc<RaRecord>('bankscraper.scrape', { data: p }),
  scrapeAbleTo: (_: string, p: CustomerId) =>
    rpc<{ able: boolean; reason: string | null }>('bankscraper.scrape/ableTo', { data: p, silent: true }),
  sessionResultText: (_: string, p: { sessionId: number }) => rpc<string>('bankscraper.getSessionResultJsonAsTxt', { params: p }),
  scraperPerformance: (_: string, p: { from: string; to: string }) =>
    rpc<ScraperPerformance>('bankscraper.scraperPerformance', { data: p }),
  activeScrapeProvider: (_: string) => rpc<{ provider: string; providers: string[] }>('bankscraper.activeScrapeProvider', { silent: true }),
  cardPriorityList: (_: string, p: Partial<CustomerId> = {}) =>
    rpc<CardPriority[]>('bankscraper.cardPriorityList', { params: p, silent: true }),
  bankRandomIban: (_: string, p: { country: 'GB' | 'ES' }) => rpc<string>('bankscraper.randomIban', { params: p }),
  scrapeCustomerInfo: (_: string, p: CustomerId) =>
    rpc<ScrapeCustomerInfo | null>('bankscraper.getScrapeCustomerInfo', { params: p, silent: true }),
  bankCredentials: (_: string, p: CustomerId) => rpc<BankCredential[]>('bankscraper.getCredentialsOfCustomer', { params: p, silent: true }),
  startCollectionScrape: (_: string, p: CustomerId) => rpc<RaRecord>('bankscraper.scrape/collection', { data: p }),
  applicationFlow: (_: string, p: CustomerId) =>
    rpc<{ flow: 'scrape' | 'widget' | 'manual'; reason: string }>('bankscraper.determineApplicationFlowPath', { params: p, silent: true }),
  sendBankLinkSms: (_: string, p: CustomerId) => rpc<unknown>('bankscraper.notifysms', { data: p }),
  validateIdentity: (_: string, p: CustomerId) => rpc<IdentityMatch>('bankscraper.validatecustomerInfo', { data: p }),
  fixSessionHistory: (_: string, p: CustomerId) =>
    rpc<{ fixed: number; accountIds: number[] }>('bankscraper.fixCustomerAccountSessionHistoryData', { data: p }),
  transferManagerState: (_: string) => rpc<TransferManagerState>('bankscraper.loantransfermanager/state', { silent: true }),
  resetTransferManager: (_: string) => rpc<TransferManagerState>('bankscraper.loantransfermanager/reset', { data: {} }),
};

/** A manual account passes the IBAN check of addCustomerBankAccountManually; a new session is a scrape. */
const create = (async (resource: string, params: CreateParams) => {
  const data = params.data as { customerId?: unknown; iban?: unknown; bankName?: unknown };
  if (resource === 'bankAccounts')
    return {
      data: await rpc<RaRecord>('bankscraper.addCustomerBankAccountManually', {
        data: { customerId: Number(data.customerId), iban: data.iban, bankName: data.bankName || undefined },
      }),
    };
  if (resource === 'scrapeSessions') {
    const p = { customerId: Number(data.customerId) };
    // A scrape for collection purposes is its own call (bankscraper.scrape/collection).
    return {
      data: await ((params.data as { purpose?: string }).purpose === 'collection'
        ? bankDataRpc.startCollectionScrape(resource, p)
        : bankDataRpc.startScrape(resource, p)),
    };
  }
  return table.create(resource, params);
}) as DataProvider['create'];

export const bankDataProvider = { ...table, create, ...bankDataRpc };
