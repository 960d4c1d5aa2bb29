import { tableProvider as table } from './tableProvider.ts';
import { byResource, type ResourceMethods } from './byResource.ts';
import { rpc } from './rpc.ts';

type CustomerId = { customerId: number };

export type {
  BankAccountRecord as BankAccount,
  BankCredential,
  BankDetails,
  CardPriority,
  DuplicateGroup,
  EligibleAccount,
  IdentityMatch,
  PerformanceFigures,
  SalaryDate,
  ScrapeCustomerInfo,
  ScrapeResults,
  ScraperPerformance,
  TransferManagerState,
} from '@pronto/api';

/** Bank-data calls beyond the lists (bankscraper.searchAccounts and searchSessions, resource table). */
export const bankDataRpc = {
  accountsWithBankDetails: (_: string, p: CustomerId) => rpc('bankscraper.getAccountWithBankDetails', { params: p, silent: true }),
  duplicateAccounts: (_: string, p: Partial<CustomerId> = {}) => rpc('bankscraper.FindDuplicateAccounts', { params: p, silent: true }),
  eligibleBankAccount: (_: string, p: CustomerId) => rpc('bankscraper.getEligibleBankAccount', { data: p, silent: true }),
  findSalaryDate: (_: string, p: CustomerId) => rpc('bankscraper.findSalaryDateOfCustomer', { data: p }),
  startScrape: (_: string, p: CustomerId) => rpc('bankscraper.scrape', { data: p }),
  scrapeAbleTo: (_: string, p: CustomerId) => rpc('bankscraper.scrape/ableTo', { data: p, silent: true }),
  sessionResultText: (_: string, p: { sessionId: number }) => rpc('bankscraper.getSessionResultJsonAsTxt', { params: p }),
  scraperPerformance: (_: string, p: { from: string; to: string }) => rpc('bankscraper.scraperPerformance', { data: p }),
  activeScrapeProvider: (_: string) => rpc('bankscraper.activeScrapeProvider', { silent: true }),
  cardPriorityList: (_: string, p: Partial<CustomerId> = {}) => rpc('bankscraper.cardPriorityList', { params: p, silent: true }),
  bankRandomIban: (_: string, p: { country: 'GB' | 'ES' }) => rpc('bankscraper.randomIban', { params: p }),
  scrapeCustomerInfo: (_: string, p: CustomerId) => rpc('bankscraper.getScrapeCustomerInfo', { params: p, silent: true }),
  bankCredentials: (_: string, p: CustomerId) => rpc('bankscraper.getCredentialsOfCustomer', { params: p, silent: true }),
  startCollectionScrape: (_: string, p: CustomerId) => rpc('bankscraper.scrape/collection', { data: p }),
  applicationFlow: (_: string, p: CustomerId) => rpc('bankscraper.determineApplicationFlowPath', { params: p, silent: true }),
  sendBankLinkSms: (_: string, p: CustomerId) => rpc('bankscraper.notifysms', { data: p }),
  validateIdentity: (_: string, p: CustomerId) => rpc('bankscraper.validatecustomerInfo', { data: p }),
  fixSessionHistory: (_: string, p: CustomerId) => rpc('bankscraper.fixCustomerAccountSessionHistoryData', { data: p }),
  transferManagerState: (_: string) => rpc('bankscraper.loantransfermanager/state', { silent: true }),
  resetTransferManager: (_: string) => rpc('bankscraper.loantransfermanager/reset', { data: {} }),
};

/** A manual account passes the IBAN check of addCustomerBankAccountManually; a new session is a scrape. */
const resources: Record<string, ResourceMethods> = {
  bankAccounts: {
    create: async (_, params) => {
      // The add form's text inputs; a missing IBAN is the API's to refuse ("iban is required.").
      const data = params.data as { customerId?: unknown; iban?: string; bankName?: string };
      return {
        data: await rpc('bankscraper.addCustomerBankAccountManually', {
          data: { customerId: Number(data.customerId), iban: data.iban ?? '', bankName: data.bankName || undefined },
        }),
      };
    },
  },
  scrapeSessions: {
    create: async (resource, params) => {
      const p = { customerId: Number((params.data as { customerId?: unknown }).customerId) };
      // A scrape for collection purposes is its own call (bankscraper.scrape/collection).
      return {
        data: await ((params.data as { purpose?: string }).purpose === 'collection'
          ? bankDataRpc.startCollectionScrape(resource, p)
          : bankDataRpc.startScrape(resource, p)),
      };
    },
  },
};

export const bankDataProvider = { ...byResource(table, resources), ...bankDataRpc };
