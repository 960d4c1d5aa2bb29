import type { RequestHandler } from 'express';
import { businessOperationOf, canRole, catalogue, mayOperate, type Area, type Auth, type CatalogueEntry } from '@pronto/api';
import { operationRefusal, operationsOf } from './operations.ts';
import type { Context } from './context.ts';
import { AUTH_ERROR, FORBIDDEN, sendError, type Caller } from './http.ts';
import { speaksSpanish } from './language.ts';
import { clientAddress, IP_BANNED, isBanned } from './security/ip-ban.ts';
import { readOnlyRefusal } from './security/read-only.ts';
import { normalisePath } from './request-target.ts';

/** A call the gate knows: a catalogue entry or a route the mock declares itself (rest, catalogue, testing). */
export interface KnownCall {
  id: string;
  method: string;
  path: string;
  auth: Auth;
  area: Area;
  entry: CatalogueEntry | null;
}

interface Compiled extends KnownCall {
  re: RegExp;
  varCount: number;
}

// Case-insensitive like express's own routing (an upper-case `/API/REST/...` reaches the same handlers),
// so the gate decides on the same match the router makes.
const toRegExp = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{\w+\\?\}/g, '([^/]+)')
      .replace(/:\w+/g, '([^/]+)')}/?$`,
    'i',
  );

/** A request's method as the gate compares it: upper case, HEAD as GET (express answers HEAD with the GET route). */
export const gateMethod = (method: string) => (method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase());

/** Matches a request to a known call: catalogue first, fewest path variables first. */
export class CallTable {
  private readonly list: Compiled[] = [];

  constructor(entries: readonly CatalogueEntry[] = catalogue) {
    for (const e of entries) this.add({ id: e.id, method: e.method, path: e.path, auth: e.auth, area: e.area, entry: e });
  }

  add(call: KnownCall): void {
    const varCount = (call.path.match(/\{\w+\}|:\w+/g) ?? []).length;
    this.list.push({ ...call, method: call.method.toUpperCase(), re: toRegExp(call.path), varCount });
    this.list.sort((a, b) => Number(b.entry !== null) - Number(a.entry !== null) || a.varCount - b.varCount);
  }

  match(method: string, path: string): KnownCall | null {
    const m = gateMethod(method);
    return this.list.find((c) => c.method === m && c.re.test(path)) ?? null;
  }

  /**
   * The call a request makes and its canonical URL: the call's own path (its literal parts as
   * declared, the request's path values) plus the query; null when no known call matches.
   */
  resolve(method: string, url: string): { call: KnownCall; url: string } | null {
    const path = normalisePath(url);
    if (path === null) return null;
    const m = gateMethod(method);
    const found = this.list.find((c) => c.method === m && c.re.test(path));
    if (!found) return null;
    const values = found.re.exec(path)?.slice(1) ?? [];
    let i = 0;
    const canonical = found.path.replace(/\{\w+\}|:\w+/g, () => encodeURI(values[i++] ?? ''));
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return { call: found, url: canonical + query };
  }

  /** A catalogue entry with this method and path (the 501 of a call without a handler reads it). */
  entryFor(method: string, path: string): CatalogueEntry | null {
    const m = gateMethod(method);
    return this.list.find((c) => c.entry && c.method === m && c.re.test(path))?.entry ?? null;
  }
}

export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The one call a pending handover token may sign (its PIN check). */
export const HANDOVER_CALL = 'customer.handoverOtp';

/**
 * Resolves the caller from the bearer token (or null when absent / invalid / expired). A handover
 * token counts as its customer only for `callId` HANDOVER_CALL: before the PIN it opens nothing else.
 */
export function resolveCaller(ctx: Context, token: string | null, callId?: string): Caller | null {
  const record = ctx.findToken(token);
  if (!record || !token) return null;
  if (record.kind === 'customer' || (record.kind === 'handover' && callId === HANDOVER_CALL)) {
    const customer = ctx.customerById(record.subjectId);
    return customer && !customer.deleted ? { kind: 'customer', customer, token } : null;
  }
  if (record.kind !== 'staff') return null;
  const staff = ctx.staffById(record.subjectId);
  return staff && staff.active ? { kind: 'staff', staff, token } : null;
}

/**
 * The auth gate, mounted at the root before all /api middleware: the request's method and path are normalised
 * (case, repeated slashes, HEAD as GET) and matched against the known calls (catalogue entries and the
 * mock's own). No match: 404. A match: 401 when a protected call has no valid token, 403 when the
 * token's kind or staff role may not make it (canRole from @pronto/api; a `session` call takes any
 * customer or staff token), or when a declined or closed
 * customer makes a call that is not a read of its own loans and documents (security/read-only.ts); 403 for
 * the customer site's calls from a banned address (security/ip-ban.ts). Then the request's URL is
 * rewritten to the call's canonical path, so the router runs exactly the handler the gate decided on.
 * Public calls pass, with the caller set when a valid token came along.
 */
export function authGate(ctx: Context, table: CallTable, readTokens: <T>(fn: () => T) => T = (fn) => fn()): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'OPTIONS') {
      next();
      return;
    }
    // The mock serves /api only: any other path, however spelt, is refused here, so nothing after the
    // gate can read a path into /api that the gate did not check.
    const resolved = table.resolve(req.method, req.originalUrl);
    if (!resolved) {
      sendError(res, 404, `No such call: ${req.method} ${(req.originalUrl.split('?')[0] ?? '').slice(0, 200)}`);
      return;
    }
    // Mounted at the root (a mount path would keep its own spelling of the prefix in req.url).
    req.originalUrl = resolved.url;
    req.url = resolved.url;
    const known = resolved.call;
    const token = bearer(req.headers.authorization);
    const who = readTokens(() => resolveCaller(ctx, token, known.id));
    if (who) res.locals.caller = who;
    res.locals.known = known;
    // An IP ban shuts the customer site (its public, customer and session calls), not the console: staff
    // lift the ban from there, and a console served from another host is not behind the site's balancer.
    const siteCall =
      known.entry !== null &&
      who?.kind !== 'staff' &&
      (known.auth === 'customer' || known.auth === 'session' || (known.auth === 'public' && known.area === 'public'));
    if (siteCall && readTokens(() => isBanned(ctx, clientAddress(req)))) {
      sendError(res, 403, IP_BANNED);
      return;
    }
    if (known.auth === 'public') {
      next();
      return;
    }
    if (!who) {
      sendError(res, 401, AUTH_ERROR);
      return;
    }
    // Ending one's own session: any signed-in caller, staff of any role too.
    if (known.auth === 'session' && who.kind === 'staff') {
      next();
      return;
    }
    if (known.auth === 'customer' || known.auth === 'session') {
      if (who.kind !== 'customer') return sendError(res, 403, FORBIDDEN);
      // Declined and closed accounts only read: anything else is refused with their login message.
      const refusal = readOnlyRefusal(who.customer, known.id, speaksSpanish(req, res));
      if (refusal) return sendError(res, 403, refusal);
      next();
      return;
    }
    const area: Area = known.auth === 'report' ? 'reports' : known.area;
    if (who.kind !== 'staff' || !canRole(who.staff.role, area)) return sendError(res, 403, FORBIDDEN);
    // Within its area, a business operation is an agent's only once an admin granted it (the grants are read
    // only for a call that is one).
    const operation = businessOperationOf(known.id);
    if (operation && !mayOperate(who.staff.role, operationsOf(ctx, who.staff.id), known.id))
      return sendError(res, 403, operationRefusal(operation));
    next();
  };
}
