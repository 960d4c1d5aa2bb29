import type { Context } from '../context.ts';
import { ApiError, invalid, type Call } from '../http.ts';
import { SECRET_FIELDS, compareValues, page } from '../sanitize.ts';
import type { CustomerRecord, LoanRecord, Row, Stored } from '../types.ts';
import { id, list } from '../validate.ts';

/** The signed-in staff member's e-mail, recorded as "who" on every change. */
export function staffName(call: Call): string {
  if (call.caller.kind === 'staff') return call.caller.staff.emailAddress;
  if (call.caller.kind === 'customer') return `customer:${call.caller.customer.id}`;
  throw new ApiError(401, 'Authorization Error');
}

/** The signed-in staff member's full name, for records staff read (a chargeback's "opened by"). */
export function staffFullName(call: Call): string {
  return call.caller.kind === 'staff' ? call.caller.staff.fullName : staffName(call);
}

/** An id from the body, else the query (`customerId`, `loanId`, ...; `id` accepted too). */
export function idFrom(call: Call, field: string): number {
  const value = call.body[field] ?? call.query[field] ?? call.params[field] ?? call.body.id ?? call.query.id;
  if (value === undefined || value === null || value === '') throw invalid(`${field} is required.`);
  return id(value, field);
}

export function customerOr422(ctx: Context, customerId: number): CustomerRecord {
  const customer = ctx.customerById(customerId);
  if (!customer) throw invalid(`Customer ${customerId} does not exist.`);
  return customer;
}

export function loanOr422(ctx: Context, loanId: number): LoanRecord {
  const loan = ctx.db.loans.find((l) => l.id === loanId);
  if (!loan) throw invalid(`Loan ${loanId} does not exist.`);
  return loan;
}

export function rowOr422<T extends object = Row>(ctx: Context, collection: string, rowId: number, label: string): Stored<T> {
  const row = ctx.rows<T>(collection).find((r) => r.id === rowId);
  if (!row) throw invalid(`${label} ${rowId} does not exist.`);
  return row;
}

/** The ids a bulk call chose: a list of at least one, else 422 ("Choose at least one customer."). */
export function chosen(body: Record<string, unknown>, field: string, what: string): unknown[] {
  const ids = list(body, field);
  if (ids.length === 0) throw invalid(`Choose at least one ${what}.`);
  return ids;
}

/** Common search body: { q?, filter?, sort?, order?, page, perPage }. */
export interface SearchBody {
  q: string;
  filter: Record<string, unknown>;
  sort: string | null;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

export function searchBody(body: Record<string, unknown>): SearchBody {
  const filter = body.filter ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter)) throw invalid('filter must be an object.');
  if (body.q !== undefined && body.q !== null && typeof body.q !== 'string') throw invalid('q must be a string.');
  if (body.sort !== undefined && body.sort !== null && typeof body.sort !== 'string') throw invalid('sort must be a field name.');
  for (const field of ['page', 'perPage'] as const) {
    const v = body[field];
    if (v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < 1))
      throw invalid(`${field} must be a whole number from 1.`);
  }
  return {
    q: typeof body.q === 'string' ? body.q.trim().toLowerCase() : '',
    filter: filter as Record<string, unknown>,
    sort: typeof body.sort === 'string' && body.sort ? body.sort : null,
    order: body.order === 'DESC' ? 'DESC' : 'ASC',
    page: typeof body.page === 'number' ? body.page : 1,
    perPage: typeof body.perPage === 'number' ? body.perPage : 25,
  };
}

/**
 * Refuses (422) a sort on a field the rows do not have (beyond `computed`, the fields `value` works out), or on
 * a secret: a sort by a PIN or password hash would tell how two secrets compare.
 */
export function checkSortField(rows: readonly object[], field: string | null, computed: readonly string[] = []): void {
  if (field === null || computed.includes(field)) return;
  const known = !SECRET_FIELDS.has(field) && (rows.length === 0 || rows.some((row) => Object.hasOwn(row, field)));
  if (!known) throw invalid(`Cannot sort by "${field}": it is not a field of these records.`);
}

/** Sorts and pages rows by a search body (a sort field checked by checkSortField). */
export function sortAndPage<T extends object>(
  rows: T[],
  s: SearchBody,
  value: (row: T, field: string) => unknown = (r, f) => (r as Record<string, unknown>)[f],
  computed: readonly string[] = [],
) {
  checkSortField(rows, s.sort, computed);
  const sorted = s.sort
    ? [...rows].sort((a, b) => compareValues(value(a, s.sort as string), value(b, s.sort as string)) * (s.order === 'DESC' ? -1 : 1))
    : rows;
  return page(sorted, s.page, s.perPage);
}

/** Newest first by createdAt, then by id (rows of the same millisecond). */
export function newest<T extends object>(rows: T[]): T[] {
  const at = (row: T) => String((row as { createdAt?: unknown }).createdAt ?? '');
  const idOf = (row: T) => Number((row as { id?: unknown }).id ?? 0);
  return [...rows].sort((a, b) => at(b).localeCompare(at(a)) || idOf(b) - idOf(a));
}
