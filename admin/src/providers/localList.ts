import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

type Listing = Pick<GetListParams, 'filter' | 'sort' | 'pagination'>;

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text(a).localeCompare(text(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * A react-admin page of rows a catalogue call answered whole (no paging on the server): `q` searches
 * every field, other filters match the field's text exactly (a list of values: any of them), then sort and page.
 */
export function localPage<T extends RaRecord>(rows: T[], params: Partial<Listing> = {}): GetListResult<T> & { total: number } {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  const needle = text(q).trim().toLowerCase();
  const kept = rows.filter(
    (row) =>
      (!needle || Object.values(row).some((v) => text(v).toLowerCase().includes(needle))) &&
      Object.entries(filters).every(([key, want]) =>
        want === undefined || want === ''
          ? true
          : Array.isArray(want)
            ? want.map(text).includes(text(row[key]))
            : text(row[key]) === text(want),
      ),
  );
  const sort = params.sort;
  if (sort?.field) {
    const sign = sort.order === 'DESC' ? -1 : 1;
    kept.sort((a, b) => sign * compare(a[sort.field], b[sort.field]));
  }
  const { page = 1, perPage = kept.length || 1 } = params.pagination ?? {};
  return { data: kept.slice((page - 1) * perPage, page * perPage), total: kept.length };
}
