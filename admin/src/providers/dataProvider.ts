import { combineDataProviders, type DataProvider } from 'react-admin';
import { bankDataProvider, type bankDataRpc } from './bankData.ts';
import { cardProvider, cardRpc } from './card.ts';
import type { affiliateRpc } from './affiliates.ts';
import type { collectionsRpc } from './collections.ts';
import type { loanSettingsRpc } from './loanSettings.ts';
import type { complaintRpc } from './complaints.ts';
import { contentProvider, type contentRpc } from './content.ts';
import { staffProvider, type staffRpc } from './staff.ts';
import { communicationProvider, communicationRpc } from './communication.ts';
import { customerProvider, customerRpc } from './customer.ts';
import { documentsProvider } from './documents.ts';
import { loanProvider, loanRpc } from './loan.ts';

/** Which service owns each resource (the mock db's collection names). */
export const RESOURCE_SERVICES = {
  customers: 'customer', customerGroups: 'customer', comments: 'customer', documents: 'customer',
  collectionCompanies: 'customer', complaintCases: 'customer', campaigns: 'customer',
  loans: 'loan', loanDefinitions: 'loan', holidays: 'loan', freezeDays: 'loan', discountRules: 'loan', impediments: 'loan',
  cards: 'card', cardTransactions: 'card',
  bankAccounts: 'bankscraper', scrapeSessions: 'bankscraper',
  tickets: 'communication', templates: 'communication', templateChannels: 'communication', segments: 'communication',
  marketingScheduled: 'communication', smsHistory: 'communication', emailHistory: 'communication',
  ivrCampaigns: 'communication', ivrCalls: 'communication',
  staff: 'membership', camPermissions: 'membership', permissions: 'membership', onlineCams: 'membership', companyUsers: 'membership',
  categories: 'content', channels: 'content', groups: 'content', contents: 'content', translations: 'content',
  whitelist: 'content', ipBans: 'content', enums: 'content', businessExceptions: 'content', ipLocations: 'content', onlineUsers: 'content',
} as const;

export type ResourceName = keyof typeof RESOURCE_SERVICES;
type ServiceName = (typeof RESOURCE_SERVICES)[ResourceName];

const providers: Record<ServiceName, DataProvider> = {
  customer: customerProvider,
  loan: loanProvider,
  card: cardProvider,
  bankscraper: bankDataProvider,
  communication: communicationProvider,
  membership: staffProvider,
  content: contentProvider,
};

/** The provider of a resource's service; an unknown resource is a programming error. */
export function providerFor(resource: string): DataProvider {
  // Documents live in the customer service's menu but are answered by communication's document calls.
  if (resource === 'documents') return documentsProvider;
  const service = (RESOURCE_SERVICES as Record<string, ServiceName | undefined>)[resource];
  if (!service) throw new Error(`Unknown resource "${resource}"`);
  return providers[service];
}

/** The console's data provider: react-admin's CRUD methods plus every service's RPC methods. */
export type ProntoDataProvider = DataProvider & typeof customerRpc & typeof loanRpc & typeof cardRpc & typeof communicationRpc & typeof collectionsRpc & typeof complaintRpc & typeof contentRpc & typeof staffRpc & typeof affiliateRpc & typeof loanSettingsRpc & typeof bankDataRpc;

export const dataProvider = combineDataProviders(providerFor) as ProntoDataProvider;
