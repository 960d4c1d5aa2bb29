import { formatDate, getCountry, type CountryCode } from '@pronto/countries';
import type { Context } from './context.ts';
import { ApiError, invalid, type Call } from './http.ts';
import type { Versioned } from './types.ts';

/**
 * Optimistic concurrency of the records staff edit in a form (a customer's details, a staff member): each
 * edit bumps the record's `version` and says who made it and when. A client that sends the version its
 * edit started from (`version`) is refused with 409 when someone saved in between, so the later save
 * never silently replaces the earlier one (docs/decisions.md, "Edits from a version"). A client that
 * sends no version is not checked (API scripts, the customer's own site).
 */

export const STALE_CODE = 'StaleVersion';

/** The record's version (0 before its first versioned edit). */
export const versionOf = (row: Versioned): number => (typeof row.version === 'number' ? row.version : 0);

/** HH:MM on DD/MM/YYYY in the market's time zone. */
export function whenText(iso: string, country: CountryCode | string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: getCountry(country).timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${time} on ${formatDate(iso, country)}`;
}

/** The refusal of a stale save: who changed the record and when, in the words staff read. */
export function staleMessage(what: string, row: Versioned, country: CountryCode | string): string {
  const who = row.updatedBy ?? 'another staff member';
  const when = row.updatedAt ? ` at ${whenText(row.updatedAt, country)}` : '';
  return `This ${what} was changed by ${who}${when}. Their values are shown now: check them and save again to keep yours.`;
}

/**
 * Checks the version an edit started from (`body.version`, removed from the body) against the record's:
 * absent passes, not a whole number is 422, another one is 409 naming who changed the record and when.
 */
export function checkVersion(row: Versioned, body: Record<string, unknown>, what: string, country: CountryCode | string): void {
  const sent = body.version;
  delete body.version;
  if (sent === undefined || sent === null) return;
  if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < 0) throw invalid('version must be a whole number.');
  if (sent !== versionOf(row)) throw new ApiError(409, staleMessage(what, row, country), STALE_CODE);
}

/** Records an edit: the next version, now, and the staff member's full name. */
export function bumpVersion(ctx: Context, row: Versioned, by: string): void {
  row.version = versionOf(row) + 1;
  row.updatedAt = ctx.nowIso();
  row.updatedBy = by;
}

/** Whom an edit is recorded as: the staff member's full name, as the refusal of a stale save names them. */
export const editorOf = (call: Call): string => (call.caller.kind === 'staff' ? call.caller.staff.fullName : 'the system');

/** The market whose clock a refusal's "when" is told in, for a record of no market: the editor's. */
export const editorCountry = (call: Call): string => (call.caller.kind === 'staff' ? call.caller.staff.country : 'GB');
