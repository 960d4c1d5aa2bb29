import { publicRow } from '../sanitize.ts';
import type { Row } from '../types.ts';
import { searchBody, sortAndPage } from './staff-helpers.ts';

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The console's assumed search calls over a whole collection (cards, bank accounts, scrape sessions,
 * IVR campaigns and calls): `q` searches every field, each filter matches a field's text exactly (an
 * array matches any of its values, so `id: [1, 2]` fetches several records), then sort and page.
 */
export function searchRows(rows: readonly Row[], body: Record<string, unknown>): { items: Row[]; total: number } {
  const s = searchBody(body);
  const filters = Object.entries(s.filter).filter(([, v]) => v !== undefined && v !== null && v !== '');
  const kept = rows.filter(
    (row) =>
      filters.every(([key, want]) => (Array.isArray(want) ? want.map(text).includes(text(row[key])) : text(row[key]) === text(want))) &&
      (!s.q || Object.values(row).some((v) => text(v).toLowerCase().includes(s.q))),
  );
  const page = sortAndPage(s.sort ? kept : [...kept].sort((a, b) => Number(b.id) - Number(a.id)), s);
  return { ...page, items: page.items.map((r) => publicRow(r)) };
}
