import type { CatalogueEntry } from '../types.ts';

/** A request matched to its catalogue entry, with the path variables it carried. */
export interface Matched {
  entry: CatalogueEntry;
  vars: Record<string, string>;
}

interface Pattern {
  entry: CatalogueEntry;
  regex: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * A matcher of requests onto `entries`: method and path, each `{var}` one path segment. Literal paths
 * win over patterns (`/api/membership/cams` is not `/api/membership/{id}`). Nothing outside matches.
 */
export function entryMatcher(entries: readonly CatalogueEntry[]): (method: string, pathname: string) => Matched | undefined {
  const patterns: Pattern[] = [...entries]
    .sort((a, b) => a.vars.length - b.vars.length)
    .map((entry) => ({
      entry,
      regex: new RegExp(
        `^${entry.path
          .split(/\{\w+\}/)
          .map(escape)
          .join('([^/]+)')}$`,
      ),
    }));
  return (method, pathname) => {
    const wanted = method.toLowerCase();
    for (const { entry, regex } of patterns) {
      if (entry.method !== wanted) continue;
      const found = regex.exec(pathname);
      if (!found) continue;
      const vars = Object.fromEntries(entry.vars.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
      return { entry, vars };
    }
    return undefined;
  };
}
