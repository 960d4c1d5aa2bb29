import type { CallId } from '../call-types.ts';
import type { CatalogueEntry } from '../types.ts';

type Draft = Omit<CatalogueEntry, 'id'>;

/**
 * Gives every entry its id `${service}.${name}`. When the id is taken (the same name with another
 * method), the later entry gets `.${method}` appended, as journeys.ts does by hand (`customer.comment`
 * and `customer.comment.post`).
 */
export function withIds(drafts: readonly Draft[]): CatalogueEntry[] {
  const taken = new Set<string>();
  return drafts.map((draft) => {
    const base = `${draft.service}.${draft.name}`;
    const id = taken.has(base) ? `${base}.${draft.method}` : base;
    if (taken.has(id)) throw new Error(`Duplicate catalogue id ${id}`);
    taken.add(id);
    // The generated contract (ids.generated.ts) names every id this makes; contract.test.ts checks it.
    return { id: id as CallId, ...draft };
  });
}
