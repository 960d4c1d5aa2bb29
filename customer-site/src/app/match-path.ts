/*
 * The url patterns of the route table, matched without React: the site's router uses it, and so does the
 * preview server, which answers a url no route matches with a real 404 (build/preview-routes.ts).
 */

const compiled = new Map<string, { pattern: RegExp; keys: string[] }>();

/**
 * Params of `path` when `pattern` matches it, else null. Patterns: `/a/:id` (one segment), a trailing
 * `/*` (the rest, as `*`), a trailing slash allowed, case-insensitive.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  let rule = compiled.get(pattern);
  if (!rule) {
    const keys: string[] = [];
    const source = pattern
      .split('/')
      .filter(Boolean)
      .map((part) => {
        if (part !== '*' && !part.startsWith(':')) return `/${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`;
        keys.push(part === '*' ? '*' : part.slice(1));
        return part === '*' ? '/(.*)' : '/([^/]+?)';
      })
      .join('');
    rule = { pattern: new RegExp(`^${source}/?$`, 'i'), keys };
    compiled.set(pattern, rule);
  }
  const found = rule.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(rule.keys.map((key, i) => [key, found[i + 1] ?? '']));
}
