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
import { resourceDef } from './tableProvider.ts';

type ServiceName = 'customer' | 'loan' | 'card' | 'bankscraper' | 'communication' | 'membership' | 'content';

const providers: Record<ServiceName, DataProvider> = {
  customer: customerProvider,
  loan: loanProvider,
  card: cardProvider,
  bankscraper: bankDataProvider,
  communication: communicationProvider,
  membership: staffProvider,
  content: contentProvider,
};

/** The provider of a resource's service (the resource table's `service`); an unknown resource is a programming error. */
export function providerFor(resource: string): DataProvider {
  // Documents are answered by communication's document calls with uploads of their own.
  if (resource === 'documents') return documentsProvider;
  const provider = (providers as Partial<Record<string, DataProvider>>)[resourceDef(resource).service];
  if (!provider) throw new Error(`No provider for the service of "${resource}"`);
  return provider;
}

/** The console's data provider: react-admin's CRUD methods plus every service's RPC methods. */
export type ProntoDataProvider = DataProvider &
  typeof customerRpc &
  typeof loanRpc &
  typeof cardRpc &
  typeof communicationRpc &
  typeof collectionsRpc &
  typeof complaintRpc &
  typeof contentRpc &
  typeof staffRpc &
  typeof affiliateRpc &
  typeof loanSettingsRpc &
  typeof bankDataRpc;

export const dataProvider = combineDataProviders(providerFor) as ProntoDataProvider;
