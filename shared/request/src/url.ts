import type { QueryValue } from './types.ts';

/** Fills `{name}` placeholders with encoded values; a missing variable is a programming error. */
export function fillUrlVariables(url: string, variables: Record<string, string | number> = {}): string {
  return url.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`Missing url variable "${name}" for ${url}`);
    return encodeURIComponent(String(value));
  });
}

/** Query string with arrays repeated (`a=1&a=2`) and undefined (and null) values dropped; '' when empty. */
export function queryString(params: Record<string, QueryValue | QueryValue[]> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full url of a call: variables filled, query appended. */
export function buildUrl(
  url: string,
  variables?: Record<string, string | number>,
  params?: Record<string, QueryValue | QueryValue[]>,
): string {
  const filled = fillUrlVariables(url, variables);
  const query = queryString(params);
  if (!query) return filled;
  return filled.includes('?') ? `${filled}&${query.slice(1)}` : `${filled}${query}`;
}
