import { callerOf } from './caller.ts';
import { firstConsoleCalls } from './catalogue/console-first.ts';
import { withIds } from './catalogue/with-ids.ts';
import type { CatalogueEntry } from './types.ts';

/** The staff calls the console's first screen makes first (catalogue/console-first.ts), by id. */
const first = new Map<string, CatalogueEntry>(withIds(Object.values(firstConsoleCalls)).map((e) => [e.id, e]));

/** The entry of one of the console's first calls; undefined for any other id (the whole catalogue has it). */
export function firstConsoleEntry(id: string): CatalogueEntry | undefined {
  return first.get(id);
}

/**
 * `call()` of @pronto/api over the console's first calls only (same signature): the console answers those
 * without the whole catalogue (500-odd entries) and everything else through it, loaded with the first other call.
 */
// Asked only for an id `firstConsoleEntry` knows.
export const callFirstConsole = callerOf((id) => first.get(id) as CatalogueEntry);
