import { CUSTOMER_STATUSES } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, isObject } from '../http.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { id } from '../validate.ts';

/**
 * Segment criteria (the spec names segments only): each criterion is `{ field, value }` and a customer
 * belongs to a segment when every criterion holds. Deleted customers never belong to one.
 */
export const CRITERION_FIELDS = ['country', 'status', 'minLoans', 'maxLoans', 'createdAfter', 'createdBefore'] as const;
export type CriterionField = (typeof CRITERION_FIELDS)[number];
export interface Criterion {
  field: CriterionField;
  value: string;
}

const isField = (value: unknown): value is CriterionField =>
  typeof value === 'string' && (CRITERION_FIELDS as readonly string[]).includes(value);

/** Checks a segment's criteria list; each problem is a 422 with a sentence naming it. */
export function parseCriteria(raw: unknown): Criterion[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalid('A segment needs at least one criterion.');
  return raw.map((item, i) => {
    const n = i + 1;
    if (!isObject(item) || !isField(item.field)) throw invalid(`Criterion ${n}: field must be one of ${CRITERION_FIELDS.join(', ')}.`);
    const value = String(item.value ?? '').trim();
    if (!value) throw invalid(`Criterion ${n}: a value is required.`);
    const field = item.field;
    if (field === 'country' && value !== 'GB' && value !== 'ES') throw invalid(`Criterion ${n}: country must be GB or ES.`);
    if (field === 'status' && !(CUSTOMER_STATUSES as readonly string[]).includes(value))
      throw invalid(`Criterion ${n}: ${value} is not a customer status.`);
    if ((field === 'minLoans' || field === 'maxLoans') && !/^\d+$/.test(value))
      throw invalid(`Criterion ${n}: ${field} must be a whole number.`);
    if (
      (field === 'createdAfter' || field === 'createdBefore') &&
      (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    ) {
      throw invalid(`Criterion ${n}: ${field} must be a date (YYYY-MM-DD).`);
    }
    return { field, value };
  });
}

function matches(c: CustomerRecord, criterion: Criterion, loanCount: number): boolean {
  const { field, value } = criterion;
  switch (field) {
    case 'country':
      return c.country === value;
    case 'status':
      return c.statuses.at(-1)?.status === value;
    case 'minLoans':
      return loanCount >= Number(value);
    case 'maxLoans':
      return loanCount <= Number(value);
    case 'createdAfter':
      return c.createdAt.slice(0, 10) >= value;
    case 'createdBefore':
      return c.createdAt.slice(0, 10) <= value;
  }
}

/** The customers a segment's criteria select (stored criteria are trusted: they were checked on insert). */
export function segmentCustomers(ctx: Context, segment: Row): CustomerRecord[] {
  const criteria = (Array.isArray(segment.criteria) ? segment.criteria : []) as Criterion[];
  if (criteria.length === 0) return [];
  const loans = new Map<number, number>();
  for (const l of ctx.db.loans) loans.set(l.customerId, (loans.get(l.customerId) ?? 0) + 1);
  return ctx.db.customers.filter((c) => !c.deleted && criteria.every((k) => matches(c, k, loans.get(c.id) ?? 0)));
}

/**
 * The audience of a send: a segment (`segmentId`) or a list of customer ids (`customerIds`, a list or
 * a comma-separated string). Unknown ids are refused; an empty audience is refused.
 */
export function audienceOf(ctx: Context, body: Record<string, unknown>): CustomerRecord[] {
  const hasSegment = body.segmentId !== undefined && body.segmentId !== null && body.segmentId !== '';
  if (hasSegment) {
    const segmentId = id(body.segmentId, 'segmentId');
    const segment = ctx.rows('segments').find((s) => s.id === segmentId);
    if (!segment) throw invalid(`Segment ${segmentId} does not exist.`);
    const members = segmentCustomers(ctx, segment);
    if (members.length === 0) throw invalid(`The audience is empty: segment ${String(segment.name)} has no customers.`);
    return members;
  }
  const raw = body.customerIds;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,;]+/).filter(Boolean) : [];
  if (list.length === 0) throw invalid('The audience is empty: choose a segment or enter customer ids.');
  const ids = [...new Set(list.map((v) => id(v, 'customerIds')))];
  return ids.map((customerId) => {
    const customer = ctx.customerById(customerId);
    if (!customer || customer.deleted) throw invalid(`Customer ${customerId} does not exist.`);
    return customer;
  });
}
