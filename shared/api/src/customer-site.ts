import type { CatalogueEntry } from './types.ts';
import { callerOf } from './call.ts';
import { accountEntries } from './catalogue/account.ts';
import { journeyEntries } from './catalogue/journeys.ts';
import { loanOwnEntries } from './catalogue/loan-own.ts';
import { withIds } from './catalogue/with-ids.ts';

/**
 * The customer site's part of the catalogue: the journey calls, the customer's own loan calls and the
 * account area's. The site calls through this instead of the whole catalogue (500-odd entries), which
 * would otherwise be a third of its first-load JavaScript; a test checks each entry equals the catalogue's own.
 */
export const siteCatalogue: readonly CatalogueEntry[] = withIds([...journeyEntries, ...loanOwnEntries, ...accountEntries]);

const byId = new Map(siteCatalogue.map((e) => [e.id, e]));

/** The site entry with this id; an id outside the site's part is a programming error and throws. */
export function siteEntry(id: string): CatalogueEntry {
  const found = byId.get(id);
  if (!found) throw new Error(`"${id}" is not a customer-site call (shared/api/src/customer-site.ts)`);
  return found;
}

/** `call()` of @pronto/api for the customer site (same signature), over the site's entries only. */
export const call = callerOf(siteEntry);

export { callOptions, type CallOptions } from './call.ts';
export type * from './types.ts';
export type * from './models.ts';
export type * from './call-types.ts';
