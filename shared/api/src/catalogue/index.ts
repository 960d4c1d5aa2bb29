import type { CatalogueEntry, Service } from '../types.ts';
import { bankscraperEntries } from './bankscraper.ts';
import { cardEntries } from './card.ts';
import { communicationEntries } from './communication.ts';
import { contentEntries } from './content.ts';
import { customerEntries } from './customer.ts';
import { journeyEntries } from './journeys.ts';
import { reportEntries } from './report.ts';
import { loanEntries } from './loan.ts';
import { loanOwnEntries } from './loan-own.ts';
import { accountEntries } from './account.ts';
import { membershipEntries } from './membership.ts';
import { staffEntries } from './staff.ts';
import { auditEntries } from './audit.ts';
import { withIds } from './with-ids.ts';

export { withIds };

/** Every call of both specs, journeys and reports first (their ids are fixed), then one list per service. */
export const catalogue: readonly CatalogueEntry[] = withIds([
  ...journeyEntries,
  ...reportEntries,
  ...membershipEntries,
  ...customerEntries,
  ...loanEntries,
  ...loanOwnEntries,
  ...cardEntries,
  ...bankscraperEntries,
  ...communicationEntries,
  ...contentEntries,
  ...accountEntries,
  ...staffEntries,
  ...auditEntries,
]);

// Keyed by plain strings: `entry` and `hasEntry` answer for any text (docs, the API console, the mock).
const byId = new Map<string, CatalogueEntry>(catalogue.map((e) => [e.id, e]));

/** The entry with this id; an unknown id is a programming error and throws. */
export function entry(id: string): CatalogueEntry {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown catalogue id "${id}"`);
  return found;
}

/** Whether an id is in the catalogue. */
export function hasEntry(id: string): boolean {
  return byId.has(id);
}

/** The services in the order of back-office.md §7 (report and log last). */
export const SERVICES: readonly Service[] = [
  'membership',
  'customer',
  'loan',
  'card',
  'bankscraper',
  'communication',
  'content',
  'log',
  'report',
];

/** The catalogue grouped by service in SERVICES order; entries in catalogue order. */
export function catalogueByService(): Map<Service, CatalogueEntry[]> {
  const groups = new Map<Service, CatalogueEntry[]>(SERVICES.map((s) => [s, []]));
  for (const e of catalogue) {
    const list = groups.get(e.service) ?? [];
    list.push(e);
    groups.set(e.service, list);
  }
  return groups;
}

/** The spec's name of an entry without a method suffix (`customer.post` -> `customer`). */
export function baseName(e: Pick<CatalogueEntry, 'name' | 'method'>): string {
  const suffix = `.${e.method}`;
  return e.name.endsWith(suffix) ? e.name.slice(0, -suffix.length) : e.name;
}
