import { describe, expect, it } from 'vitest';
import { catalogue, hasEntry, RESOURCES, type ResourceDef } from '@pronto/api';
import screens from './screens.json';

/** The catalogue ids the console's source names (its calls are typed by id, so each appears as a literal) and the resource table's calls. */
function idsInSource(): Set<string> {
  const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  // The resource table's calls are the console's too (tableProvider.ts makes them).
  const found = new Set<string>(Object.values(RESOURCES as Record<string, ResourceDef>).flatMap((r) => Object.values(r.calls)));
  for (const text of Object.values<string>(sources)) {
    for (const [, id] of text.matchAll(/'([a-zA-Z]+\.[\w/.-]+)'/g)) if (id && hasEntry(id)) found.add(id);
  }
  return found;
}

describe('screens.json (the Screen column of docs/api.md)', () => {
  it('names the screen of every id the console calls, once, and only catalogue ids', () => {
    const listed = Object.values(screens).flat();
    expect([...listed].sort()).toEqual([...idsInSource()].sort());
    for (const id of listed) expect(hasEntry(id), id).toBe(true);
  });
});

describe('catalogue entries with a proper screen', () => {
  // The long tail stays in the API console; these counts only go up (issue 7: every back-office area
  // of back-office.md §7 has screens). Raise them when screens are added.
  const onScreen = new Set(Object.values(screens).flat());
  const byService = (service: string) => catalogue.filter((e) => e.service === service && onScreen.has(e.id)).length;

  it('covers every back-office service with screens', () => {
    expect(onScreen.size).toBeGreaterThanOrEqual(240);
    for (const service of ['membership', 'customer', 'loan', 'card', 'bankscraper', 'communication', 'content']) {
      expect(byService(service), service).toBeGreaterThanOrEqual(10);
    }
  });
});
