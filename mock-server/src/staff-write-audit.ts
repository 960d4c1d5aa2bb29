import type { AuditChange, AuditEntry, AuditTargetType, CallId } from '@pronto/api';
import { AUDIT_COLLECTION, changesBetween, countryOf, flatten, MAX_CHANGES } from './audit.ts';
import { currentScope, type RequestScope, type RowSnapshot } from './change-tracking.ts';
import type { Context } from './context.ts';
import type { Call, Handler } from './http.ts';

/**
 * Staff writes that keep their own record: an approval's decision is on the approval (who, when, why),
 * and the approved call's entry names both people.
 */
export const RECORDS_ITSELF: ReadonlySet<CallId> = new Set<CallId>(['membership.approval/decide']);

/** Bookkeeping no staff member acts on: sign-in tokens, the call log, the trail itself. */
const NOT_RECORDED = new Set(['tokens', 'calls', 'logs', AUDIT_COLLECTION, 'idCounters']);

/** The record kind of a collection; rows of other collections are named by their collection (`record`). */
const KIND_OF: Record<string, Exclude<AuditTargetType, 'record'>> = {
  customers: 'customer',
  loans: 'loan',
  cards: 'card',
  staff: 'staff',
  tickets: 'ticket',
};

/** The id fields a call names its record by, most specific first. */
const ID_FIELDS: [string, Exclude<AuditTargetType, 'record'>][] = [
  ['loanId', 'loan'],
  ['cardId', 'card'],
  ['ticketId', 'ticket'],
  ['customerId', 'customer'],
  ['staffId', 'staff'],
];

interface Changed {
  name: string;
  row: { id?: unknown; customerId?: unknown; loanId?: unknown };
  before: Map<string, string>;
  after: Map<string, string>;
}

/** The rows a request changed, added or removed, each as its fields before and after. */
function changedRows(ctx: Context, scope: RequestScope, snapshots: Map<object, RowSnapshot>): Changed[] {
  const out: Changed[] = [];
  for (const [row, { name, json }] of snapshots) {
    if (NOT_RECORDED.has(name)) continue;
    const text = JSON.stringify(row);
    // Only a list that lost, moved or replaced rows may have lost this one (a search costs a pass over it).
    const gone = (scope.reshaped?.has(name) === true || scope.whole?.has(name) === true) && !(ctx.rows(name) as unknown[]).includes(row);
    const now = gone ? null : text;
    if (now === json) continue;
    const parse = (text: string | null) => (text === null ? new Map<string, string>() : flatten(JSON.parse(text)));
    out.push({ name, row: row, before: parse(json), after: parse(now) });
  }
  return out;
}

/**
 * Gives the trail a staff write's changes in its own words (`subStatus: null -> identityCheck` rather than
 * the fields of the row it added); false outside a recorded staff write, where the caller keeps them itself.
 */
export function describeToTrail(changes: AuditChange[]): boolean {
  const scope = currentScope();
  if (!scope?.snapshots) return false;
  (scope.described ??= []).push(...changes);
  return true;
}

/** The reason a call gave, if any (a DELETE gives it in the query), at most 500 characters: the write is done, nothing is refused now. */
function reasonGiven(call: Call): string {
  const reason = call.body.reason ?? call.query.reason;
  return typeof reason === 'string' ? reason.trim().slice(0, 500) : '';
}

/** The number an id field of a call holds, if any. */
function idIn(call: Call, field: string): number | null {
  const value = call.body[field] ?? call.query[field] ?? call.params[field];
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * The record an entry is about: the one the call names (its loan, card, ticket, customer or staff
 * member), else the first row it changed.
 */
function targetOf(call: Call, changed: Changed[]): { type: AuditTargetType; id: number; resource?: string } | null {
  for (const [field, type] of ID_FIELDS) {
    const id = idIn(call, field);
    if (id !== null) return { type, id };
  }
  const first = changed.find((c) => typeof c.row.id === 'number');
  if (!first) return null;
  const kind = KIND_OF[first.name];
  return kind ? { type: kind, id: first.row.id as number } : { type: 'record', id: first.row.id as number, resource: first.name };
}

/**
 * Wraps a staff write the trail has no rule of its own for (audit.ts lists those): it runs as before,
 * and every row it changed, added or removed is recorded with who, when, the call and each field before
 * and after. The target's own fields keep their names (`lastName`); another record's are named by it
 * (`addresses[12].line1`). A reason given is kept; none is asked. A write that changed nothing records nothing.
 */
export function recordedStaffWrite(ctx: Context, callId: CallId, fn: Handler): Handler {
  return async (call) => {
    const scope = currentScope();
    if (call.caller.kind !== 'staff' || !scope) return fn(call);
    const staff = call.caller.staff;
    scope.snapshots = new Map();
    const result: unknown = await fn(call);
    const changed = changedRows(ctx, scope, scope.snapshots);
    const described = scope.described;
    scope.snapshots = undefined;
    scope.described = undefined;
    const target = targetOf(call, changed);
    if (!target || changed.length === 0) return result;
    const own = target.type === 'record' ? target.resource : Object.keys(KIND_OF).find((k) => KIND_OF[k] === target.type);
    const changes: AuditChange[] = described ? [...described] : [];
    for (const c of described ? [] : changed) {
      const isTarget = c.name === own && c.row.id === target.id;
      const prefix = isTarget ? '' : `${c.name}[${String(c.row.id)}].`;
      for (const change of changesBetween(c.before, c.after)) changes.push({ ...change, field: `${prefix}${change.field}` });
    }
    if (changes.length === 0) return result;
    const row = changed.find((c) => c.name === own && c.row.id === target.id)?.row ?? changed[0]!.row;
    const customerId =
      target.type === 'customer' ? target.id : (idIn(call, 'customerId') ?? (typeof row.customerId === 'number' ? row.customerId : null));
    const loanId = target.type === 'loan' ? target.id : (idIn(call, 'loanId') ?? (typeof row.loanId === 'number' ? row.loanId : null));
    const country = target.type === 'staff' ? undefined : countryOf(ctx, customerId === null ? row : { customerId });
    const entry: Omit<AuditEntry, 'id'> = {
      at: ctx.nowIso(),
      staffId: staff.id,
      staffName: staff.fullName,
      staffEmail: staff.emailAddress,
      callId,
      targetType: target.type,
      targetId: target.id,
      customerId,
      loanId,
      reason: reasonGiven(call),
      changes: changes.slice(0, MAX_CHANGES),
      ...(country ? { country } : {}),
      ...(target.resource ? { resource: target.resource } : {}),
    };
    ctx.insert(AUDIT_COLLECTION, entry);
    return result;
  };
}
