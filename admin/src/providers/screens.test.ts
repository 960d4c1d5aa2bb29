import { describe, expect, it } from 'vitest';
import { catalogue, hasEntry } from '@pronto/api';
import { IDS } from './ids.ts';
import screens from './screens.json';

describe('screens.json (the Screen column of docs/api.md)', () => {
  it('names the screen of every id the console calls, once, and only catalogue ids', () => {
    const listed = Object.values(screens).flat();
    expect([...listed].sort()).toEqual([...new Set(Object.values(IDS))].sort());
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
