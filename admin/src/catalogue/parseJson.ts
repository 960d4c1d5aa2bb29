/** Parses a JSON text field of the console: blank is undefined, anything else must be valid JSON. */
export function parseJsonField(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Query values must be a JSON object of scalars (or arrays of scalars). */
export function isQueryObject(value: unknown): value is Record<string, string | number | boolean | null> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Entries whose id, path or summary contain every word of the search (case-insensitive). */
export function matchesSearch(entry: { id: string; path: string; summary: string }, search: string): boolean {
  const text = `${entry.id} ${entry.path} ${entry.summary}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
