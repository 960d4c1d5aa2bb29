import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasEntry } from '@pronto/api';
import { journeyCatalogue } from '@pronto/api/customer-site/journeys';
import { accountCatalogue, siteCatalogue } from '@pronto/api/customer-site/account';

/** Every source file of the site, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

describe('calls of the customer site', () => {
  it('names only entries of its own part of the catalogue', () => {
    const site = new Set<string>(siteCatalogue.map((e) => e.id));
    const named = sources(join(import.meta.dirname, '..'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'([a-z]+\.[\w./{}-]+)'/g)].map((m) => m[1] as string))
      .filter(hasEntry);
    expect(named.length).toBeGreaterThan(30);
    expect([...new Set(named.filter((id) => !site.has(id)))]).toEqual([]);
  });

  it('calls journey entries through call() and account entries through accountCall() / useLoad()', () => {
    const journeys = new Set<string>(journeyCatalogue.map((e) => e.id));
    const account = new Set<string>(accountCatalogue.map((e) => e.id));
    const text = sources(join(import.meta.dirname, '..'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const through = (pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] as string);
    const called = through(/\bcall\(\s*'([^']+)'/g);
    const accountCalled = through(/\b(?:accountCall|useLoad)(?:<[^>]*>)?\(\s*'([^']+)'/g);
    expect(called.length).toBeGreaterThan(25);
    expect(accountCalled.length).toBeGreaterThan(5);
    expect(called.filter((id) => !journeys.has(id))).toEqual([]);
    expect(accountCalled.filter((id) => !account.has(id))).toEqual([]);
  });
});
