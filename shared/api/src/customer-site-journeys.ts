import type { CatalogueEntry } from './types.ts';
import { callerOf } from './caller.ts';
import { journeyEntries } from './catalogue/journeys.ts';
import { withIds } from './catalogue/with-ids.ts';

/**
 * The customer site's journey calls (customer-site.md §7): the part of the catalogue every page of the
 * site may need. The account area's calls are in `@pronto/api/customer-site/account`, loaded with those
 * pages only; the whole catalogue (500-odd entries) would be a third of the site's first-load JavaScript.
 * A test checks each entry equals the catalogue's own.
 */
export const journeyCatalogue: readonly CatalogueEntry[] = withIds(journeyEntries);

/** The journey entry with this id; any other id is a programming error and throws. */
export const siteEntry = lookupIn(journeyCatalogue, 'a customer-site journey call (shared/api/src/customer-site.ts)');

/** `call()` over the journey calls; the site reaches it through the lazy `call` of customer-site.ts. */
export const journeyCall = callerOf(siteEntry);

/** A lookup by id over `entries`; an id outside them throws, saying what they are. */
export function lookupIn(entries: readonly CatalogueEntry[], what: string): (id: string) => CatalogueEntry {
  const byId = new Map<string, CatalogueEntry>(entries.map((e) => [e.id, e]));
  return (id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`"${id}" is not ${what}`);
    return found;
  };
}
