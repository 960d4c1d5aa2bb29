import { combineDataProviders, type DataProvider } from 'react-admin';
import type { bankDataRpc } from './bankData.ts';
import type { cardRpc } from './card.ts';
import type { affiliateRpc } from './affiliates.ts';
import type { collectionsRpc } from './collections.ts';
import type { loanSettingsRpc } from './loanSettings.ts';
import type { complaintRpc } from './complaints.ts';
import type { contentRpc } from './content.ts';
import type { staffRpc } from './staff.ts';
import type { communicationRpc } from './communication.ts';
import type { customerRpc } from './customer.ts';
import type { loanRpc } from './loan.ts';
import { resourceDef } from './tableProvider.ts';
import { VERSIONED_EDITS, withVersions } from './versions.ts';

type ServiceName = 'customer' | 'loan' | 'card' | 'bankscraper' | 'communication' | 'membership' | 'content';

/**
 * A service's provider, loaded with its first call (the customer list loads the customer
 * service's calls, not the other six). react-admin only ever calls its methods, which all return promises.
 */
export function lazyProvider(load: () => Promise<DataProvider>): DataProvider {
  return new Proxy({} as DataProvider, {
    get: (_, method) =>
      // Not a thenable: whoever awaits the provider itself gets the provider.
      typeof method !== 'string' || method === 'then'
        ? undefined
        : (...args: unknown[]) =>
            load().then((provider) => {
              const call: unknown = provider[method];
              if (typeof call !== 'function') throw new Error(`The data provider has no method "${method}"`);
              // Called on the provider, as react-admin would call it directly.
              return Reflect.apply(call, provider, args) as unknown;
            }),
  });
}

const providers: Record<ServiceName, DataProvider> = {
  customer: lazyProvider(() => import('./customer.ts').then((m) => m.customerProvider)),
  loan: lazyProvider(() => import('./loan.ts').then((m) => m.loanProvider)),
  card: lazyProvider(() => import('./card.ts').then((m) => m.cardProvider)),
  bankscraper: lazyProvider(() => import('./bankData.ts').then((m) => m.bankDataProvider)),
  communication: lazyProvider(() => import('./communication.ts').then((m) => m.communicationProvider)),
  membership: lazyProvider(() => import('./staff.ts').then((m) => m.staffProvider)),
  content: lazyProvider(() => import('./content.ts').then((m) => m.contentProvider)),
};
/** Resources with a provider of their own: documents are communication's document calls with uploads. */
const ownProviders: Readonly<Record<string, DataProvider>> = {
  documents: lazyProvider(() => import('./documents.ts').then((m) => m.documentsProvider)),
};

/** The provider of a resource: its own, else its service's (the resource table's `service`); an unknown resource is a programming error. */
export function providerFor(resource: string): DataProvider {
  if (Object.hasOwn(ownProviders, resource)) return ownProviders[resource] as DataProvider;
  const provider = (providers as Partial<Record<string, DataProvider>>)[resourceDef(resource).service];
  if (!provider) throw new Error(`No provider for the service of "${resource}"`);
  return VERSIONED_EDITS.has(resource) ? versioned(provider) : provider;
}

/** The versioned wrapper of a service's provider, made once (react-admin asks for a provider on every call). */
const wrapped = new WeakMap<DataProvider, DataProvider>();
function versioned(provider: DataProvider): DataProvider {
  const known = wrapped.get(provider);
  if (known) return known;
  const made = withVersions(provider);
  wrapped.set(provider, made);
  return made;
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
