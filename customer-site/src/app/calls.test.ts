import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasEntry } from '@pronto/api';
import { siteCatalogue } from '@pronto/api/customer-site';

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
    const site = new Set(siteCatalogue.map((e) => e.id));
    const named = sources(join(import.meta.dirname, '..'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'([a-z]+\.[\w./{}-]+)'/g)].map((m) => m[1] as string))
      .filter(hasEntry);
    expect(named.length).toBeGreaterThan(30);
    expect([...new Set(named.filter((id) => !site.has(id)))]).toEqual([]);
  });
});
