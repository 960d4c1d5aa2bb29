import { describe, expect, it } from 'vitest';
import { hasEntry } from '@pronto/api';
import { IDS } from './ids.ts';
import screens from './screens.json';

describe('screens.json (the Screen column of docs/api.md)', () => {
  it('names the screen of every id the console calls, once, and only catalogue ids', () => {
    const listed = Object.values(screens).flat();
    expect([...listed].sort()).toEqual([...new Set(Object.values(IDS))].sort());
    for (const id of listed) expect(hasEntry(id), id).toBe(true);
  });
});
