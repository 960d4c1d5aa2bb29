import type { Approval, AuditChange, AuditEntry, AuditTargetType, CallId, CheckedAction, CheckerRule, CountryCode } from '@pronto/api';
import type { Context } from './context.ts';
import { ApiError, AUTH_ERROR, invalid, type Call, type Handler } from './http.ts';
import type { LoanRecord, StaffRecord } from './types.ts';
import { checkerRule, type UncheckedBooking } from '@pronto/domain';
import { proposalFacts } from './routes/loan-money.ts';
import { customerOr422, idFrom, loanOr422, rowOr422 } from './routes/staff-helpers.ts';

/** The record an audited call works on, found before it runs (docs/decisions.md, "Audit trail"). */
interface Target {
  type: AuditTargetType;
  row: object;
  customerId: number | null;
  loanId: number | null;
}

type Locate = (ctx: Context, call: Call) => Target;

const loan: Locate = (ctx, call) => {
  const row = loanOr422(ctx, idFrom(call, 'loanId'));
  return { type: 'loan', row, customerId: row.customerId, loanId: row.id };
};
const customer: Locate = (ctx, call) => {
  const row = customerOr422(ctx, idFrom(call, 'customerId'));
  return { type: 'customer', row, customerId: row.id, loanId: null };
};
const card: Locate = (ctx, call) => {
  const row = rowOr422(ctx, 'cards', idFrom(call, 'cardId'), 'Card');
  return { type: 'card', row, customerId: typeof row.customerId === 'number' ? row.customerId : null, loanId: null };
};
const ticket: Locate = (ctx, call) => {
  const row = rowOr422(ctx, 'tickets', idFrom(call, 'ticketId'), 'Ticket');
  return { type: 'ticket', row, customerId: typeof row.customerId === 'number' ? row.customerId : null, loanId: null };
};
const staff: Locate = (ctx, call) => {
  const staffId = idFrom(call, 'staffId');
  const row = ctx.staffById(staffId);
  if (!row) throw invalid(`Staff member ${staffId} does not exist.`);
  return { type: 'staff', row, customerId: null, loanId: null };
};

/**
 * The staff calls that cannot be undone or move money: each needs a reason and lands in the audit
 * trail. The one list of them; createRoutes wraps their handlers (routes/define.ts).
 */
export const AUDITED: Partial<Record<CallId, Locate>> = {
  'loan.payloanmanual': loan,
  'loan.deletePayment': loan,
  'loan.undeletePayment': loan,
  'loan.setLoanIssued': loan,
  'loan.setLoanCancelled': loan,
  'loan.desistContract': loan,
  'loan.rollover': loan,
  'loan.restructureLoan': loan,
  'loan.discount': loan,
  'customer.blacklist/add': customer,
  'customer.blacklist/remove': customer,
  'customer.status/blacklist': customer,
  'customer.softDelete': customer,
  'customer.undelete': customer,
  'card.setUnlinked': card,
  'card.setDeleted': card,
  'membership.resetCamPassword': staff,
  // Card payments, chargebacks and changes to a loan, its agreement and its collection (routes/loan-*.ts).
  'loan.payloan': loan,
  'loan.payloanv2': loan,
  'loan.payLoanSingleInstallment': loan,
  'loan.chargeback': loan,
  'loan.chargeback/resolve': loan,
  'loan.DesistContractPayment': loan,
  'loan.rolloverv2': loan,
  'loan.discount.delete': loan,
  'loan.updateloanstatus': loan,
  'loan.updateIssuedDateOfLoan': loan,
  'loan.changeLoanAmount': loan,
  'loan.changeLoanToAccount': loan,
  'loan.setLoanAccountId': loan,
  'loan.assignAgreementAfterForRtb': loan,
  'loan.loanArrangementByPaymentProof': loan,
  'loan.desistContractCommunication': loan,
  'loan.bankNotAvailable': loan,
  'loan.createLoan': customer,
  'customer.UpsertCustomerRiskScore': customer,
  'customer.status/externalCollection': customer,
  'customer.status/legalCollection': customer,
  'customer.creditlimit.post': customer,
  'membership.token.post': customer,
  'card.sale': card,
  'card.saleOnGkPay': card,
  'card.transaction/cancel': card,
  'card.ivr': card,
  // Acting as the customer on their site: nothing changes, but compliance must see who looked and why.
  'membership.morphTo': customer,
};

/**
 * Staff calls the trail records without asking why: what a staff member said to a customer in their
 * own words, and who moved a ticket to whom. A reason given is kept (docs/decisions.md, "Audit trail").
 */
export const RECORDED: Partial<Record<CallId, Locate>> = {
  'communication.SendSmsSingle': customer,
  'communication.SendEmailSingle': customer,
  'communication.assign': ticket,
  'communication.reassign': ticket,
  // Lifting a lockout lets sign-in attempts start again: security wants to know who did it.
  'membership.unblock': customer,
  // A PIN staff set opens the customer's account: who did it is on the customer's trail (the PIN hidden).
  'membership.pin': customer,
  // The console's customer edit form: every field it changes, before and after.
  'customer.customer.put': customer,
};

/**
 * Calls one staff member (the maker) proposes and a second, an admin (the checker), approves: by rule,
 * not per click. Desist always; a manual payment or a write-off (a discount) when it would bring the
 * running total booked without a checker, on its loan or by its maker that day, past its limit
 * (`checkerRule` in @pronto/domain), so that splitting one large action into small calls gains nothing.
 */
export const FOUR_EYES: Partial<Record<CallId, { action?: CheckedAction }>> = {
  'loan.desistContract': {},
  'loan.payloanmanual': { action: 'manualPayment' },
  'loan.discount': { action: 'writeOff' },
};

/** The money actions booked so far without a checker: the audit trail's entries of them, with no proposer. */
function uncheckedBookings(ctx: Context): UncheckedBooking[] {
  const out: UncheckedBooking[] = [];
  for (const e of ctx.rows(AUDIT_COLLECTION) as unknown as AuditEntry[]) {
    const action = FOUR_EYES[e.callId as CallId]?.action;
    if (!action || e.proposedBy || typeof e.amount !== 'number' || e.loanId === null) continue;
    out.push({ action, loanId: e.loanId, staffId: e.staffId, day: e.at.slice(0, 10), amount: e.amount });
  }
  return out;
}

export const AUDIT_COLLECTION = 'auditTrail';
export const APPROVALS = 'approvals';
export const REASON_REQUIRED = 'Please give a reason for this action.';
const REASON_MAX = 500;
/** Fields never written to the trail as values (a hash is still a secret; a card provider token charges the card). */
const SECRET = new Set(['password', 'pin', 'otp', 'workEmailVerifyCode', 'providerToken', 'token']);
/** Histories of their own, and the touch every write sets (time, version, who): not changes worth listing. */
const SKIPPED = new Set(['statusHistory', 'statuses', 'updatedAt', 'updatedBy', 'version']);
/** The most field changes one entry keeps. */
export const MAX_CHANGES = 100;

/** The reason of a call: required unless `optional`, trimmed, at most 500 characters. */
export function reasonOf(body: Record<string, unknown>, optional = false): string {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason && !optional) throw invalid(REASON_REQUIRED);
  if (reason.length > REASON_MAX) throw invalid(`The reason must be at most ${REASON_MAX} characters.`);
  return reason;
}

/**
 * A record as field paths and their JSON: nested objects as `a.b`, lists of rows with an id as
 * `payments[12].deleted`, other lists whole.
 */
export function flatten(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((v) => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number')
  ) {
    for (const row of value as { id: number }[]) flatten(row, `${path}[${row.id}]`, out);
    return out;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (SKIPPED.has(key)) continue;
      flatten(v, path ? `${path}.${key}` : key, out);
    }
    return out;
  }
  out.set(path, JSON.stringify(value ?? null));
  return out;
}

const leaf = (path: string) => path.slice(path.lastIndexOf('.') + 1);
const parsed = (json: string | undefined): unknown => (json === undefined ? null : (JSON.parse(json) as unknown));

/** The listed row a field path is in: `installments[16]` of `installments[16].paidAmount`. */
const ROW = /^(.*\[\d+\])\.[^.[\]]+$/;

/**
 * The number of the listed row a field is in (an instalment's `number`, as the row holds it after the
 * change, or before it when the row went): read as "Instalment 2", not by its id.
 */
function rowNumber(field: string, before: Map<string, string>, after: Map<string, string>): number | undefined {
  const row = ROW.exec(field)?.[1];
  if (!row) return undefined;
  const number = parsed(after.get(`${row}.number`) ?? before.get(`${row}.number`));
  return typeof number === 'number' ? number : undefined;
}

/** The fields that differ between two flattened records, secrets hidden, with the number of a numbered row. */
export function changesBetween(before: Map<string, string>, after: Map<string, string>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(field);
    const now = after.get(field);
    if (was === now) continue;
    const number = rowNumber(field, before, after);
    const values = SECRET.has(leaf(field))
      ? { before: '(hidden)', after: '(hidden, changed)' }
      : { before: parsed(was), after: parsed(now) };
    changes.push({ field, ...values, ...(number === undefined ? {} : { rowNumber: number }) });
    if (changes.length === MAX_CHANGES) break;
  }
  return changes;
}

/** The market of a record: its own country, or its customer's (a card, a ticket); none for other rows. */
export function countryOf(ctx: Context, row: object): CountryCode | undefined {
  const r = row as { country?: unknown; customerId?: unknown };
  if (r.country === 'GB' || r.country === 'ES') return r.country;
  return typeof r.customerId === 'number' ? ctx.customerById(r.customerId)?.country : undefined;
}

/** Fields that hold a staff member's id (a ticket's assignee). */
const STAFF_FIELDS = new Set(['assignedTo']);

/**
 * A change of assignee as the trail keeps it: the staff members' names at the time ("Agnes Agent"), as
 * it keeps the actor's, so whoever reads it later needs no staff list to know who it went to.
 */
function withStaffNames(ctx: Context, change: AuditChange): AuditChange {
  if (!STAFF_FIELDS.has(leaf(change.field))) return change;
  const named = (v: unknown) => (typeof v === 'number' ? (ctx.staffById(v)?.fullName ?? v) : v);
  return { ...change, before: named(change.before), after: named(change.after) };
}

/** The entry's `country` when its record has a market (a staff member's country is not a currency). */
function optionalCountry(ctx: Context, target: Target): { country?: CountryCode } {
  const country = target.type === 'staff' ? undefined : countryOf(ctx, target.row);
  return country ? { country } : {};
}

/** A staff write through /api/rest as the trail keeps it (rest.ts): the row before and after, no reason asked. */
export interface RestWrite {
  collection: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  staff: StaffRecord;
  /** The row before the write (null for a create) and after it (null for a delete). */
  before: object | null;
  after: object | null;
  /** `flatten(before)`, taken before the router changed the row in place. */
  beforeFields: Map<string, string>;
}

/** The audit target kind of a collection written through /api/rest; other collections are a `record` of it. */
const REST_TARGET: Record<string, AuditTargetType> = {
  customers: 'customer',
  loans: 'loan',
  cards: 'card',
  staff: 'staff',
  tickets: 'ticket',
};

/**
 * Records a staff write through /api/rest in the audit trail (a console edit form, the CRUD screens):
 * who, when, the collection and row, and every field it changed; a write that changed nothing records nothing.
 */
export function recordRestWrite(ctx: Context, write: RestWrite): void {
  const row = (write.after ?? write.before) as { id?: unknown; customerId?: unknown; loanId?: unknown } | null;
  if (!row || typeof row.id !== 'number') return;
  const changes = changesBetween(write.beforeFields, write.after ? flatten(write.after) : new Map()).map((c) => withStaffNames(ctx, c));
  if (changes.length === 0) return;
  const type = REST_TARGET[write.collection] ?? 'record';
  const customerId = type === 'customer' ? row.id : typeof row.customerId === 'number' ? row.customerId : null;
  const loanId = type === 'loan' ? row.id : typeof row.loanId === 'number' ? row.loanId : null;
  const country = type === 'staff' ? undefined : countryOf(ctx, row);
  const entry: Omit<AuditEntry, 'id'> = {
    at: ctx.nowIso(),
    staffId: write.staff.id,
    staffName: write.staff.fullName,
    staffEmail: write.staff.emailAddress,
    callId: `rest.${write.collection}.${write.method}`,
    targetType: type,
    targetId: row.id,
    customerId,
    loanId,
    reason: '',
    changes,
    ...(country ? { country } : {}),
    ...(type === 'record' ? { resource: write.collection } : {}),
  };
  ctx.insert(AUDIT_COLLECTION, entry);
}

/** An audited call as registered: its handler, and how it runs once a proposal of it is approved. */
export interface AuditedCall {
  handler: Handler;
  /** Runs the call as `call`'s caller (the approver, with their reason) and the proposal's body; records the proposer too. */
  approved: (call: Call, proposal: Approval, reason: string) => Promise<unknown>;
}

const staffOf = (call: Call): StaffRecord => {
  if (call.caller.kind !== 'staff') throw new ApiError(401, AUTH_ERROR);
  return call.caller.staff;
};

/**
 * Wraps an audited call's handler: refuses it without a reason (422) unless the call is only recorded
 * (RECORDED), finds its record, runs it, and records who, when, what, the fields it changed and why. A
 * refused call records nothing. A four-eyes call (FOUR_EYES) is not run: it is stored as a proposal that
 * another staff member, an admin, decides.
 */
export function audited(ctx: Context, callId: CallId, locate: Locate, fn: Handler, reasonOptional = false): AuditedCall {
  const run = async (call: Call, reason: string, proposedBy?: AuditEntry['proposedBy']) => {
    const who = staffOf(call);
    const target = locate(ctx, call);
    const before = flatten(target.row);
    const result: unknown = await fn(call);
    const entry: Omit<AuditEntry, 'id'> = {
      at: ctx.nowIso(),
      staffId: who.id,
      staffName: who.fullName,
      staffEmail: who.emailAddress,
      callId,
      targetType: target.type,
      targetId: (target.row as { id: number }).id,
      customerId: target.customerId,
      loanId: target.loanId,
      reason,
      changes: changesBetween(before, flatten(target.row)).map((c) => withStaffNames(ctx, c)),
      ...optionalCountry(ctx, target),
      ...(proposedBy ? { proposedBy } : {}),
      ...(FOUR_EYES[callId]?.action && typeof call.body.amount === 'number' ? { amount: call.body.amount } : {}),
    };
    ctx.insert(AUDIT_COLLECTION, entry);
    return result;
  };

  const propose = (call: Call, reason: string, rule: CheckerRule | null): Approval => {
    const who = staffOf(call);
    const target = locate(ctx, call);
    const targetId = (target.row as { id: number }).id;
    // A money action may wait more than once on a loan (each with its facts); anything else only once.
    const waiting =
      rule === null &&
      (ctx.rows(APPROVALS) as unknown as Approval[]).find(
        (a) => a.status === 'pending' && a.callId === callId && a.targetType === target.type && a.targetId === targetId,
      );
    if (waiting) throw invalid(`This is already waiting for approval (proposal ${waiting.id}).`);
    // Checked (and refused) as the call itself would be, before anything waits: what the checker reads.
    const loanFacts = target.type === 'loan' ? proposalFacts(ctx, callId, target.row as LoanRecord, call.body) : null;
    const proposal: Omit<Approval, 'id'> = {
      callId,
      targetType: target.type,
      targetId,
      customerId: target.customerId,
      loanId: target.loanId,
      body: { ...call.body, reason },
      reason,
      proposedById: who.id,
      proposedByName: who.fullName,
      proposedAt: ctx.nowIso(),
      status: 'pending',
      decidedById: null,
      decidedByName: null,
      decidedAt: null,
      decisionReason: null,
      facts: loanFacts ? { ...loanFacts, rule } : null,
    };
    return ctx.insert(APPROVALS, proposal);
  };

  return {
    handler: (call) => {
      staffOf(call);
      // A DELETE carries its reason in the query string.
      const reason = reasonOf(call.req.method === 'DELETE' ? { ...call.query, ...call.body } : call.body, reasonOptional);
      const fourEyes = FOUR_EYES[callId];
      if (!fourEyes) return run(call, reason);
      if (!fourEyes.action) return propose(call, reason, null);
      // An amount that is not a number is not proposed: the call runs, and its own checks refuse it.
      const amount = call.body.amount;
      const target = locate(ctx, call);
      if (typeof amount !== 'number' || target.loanId === null) return run(call, reason);
      const at = { loanId: target.loanId, staffId: staffOf(call).id, day: ctx.nowIso().slice(0, 10) };
      const rule = checkerRule(fourEyes.action, amount, at, uncheckedBookings(ctx));
      return rule ? propose(call, reason, rule) : run(call, reason);
    },
    approved: (call, proposal, reason) =>
      run({ ...call, body: { ...proposal.body } }, reason, {
        staffId: proposal.proposedById,
        staffName: proposal.proposedByName,
        reason: proposal.reason,
        at: proposal.proposedAt,
      }),
  };
}
