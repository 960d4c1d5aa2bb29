import type { RequestHandler } from 'express';
import { canRole, catalogue, type Area, type Auth, type CatalogueEntry } from '@pronto/api';
import type { Context } from './context.ts';
import { AUTH_ERROR, FORBIDDEN, fullPath, sendError, type Caller } from './http.ts';

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

const toRegExp = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+').replace(/:\w+/g, '[^/]+')}/?$`);

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
    const m = method.toUpperCase();
    return this.list.find((c) => c.method === m && c.re.test(path)) ?? null;
  }

  /** A catalogue entry with this method and path (used by the fallback). */
  entryFor(method: string, path: string): CatalogueEntry | null {
    const m = method.toUpperCase();
    return this.list.find((c) => c.entry && c.method === m && c.re.test(path))?.entry ?? null;
  }
}

export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Resolves the caller from the bearer token (or null when absent / invalid / expired). */
export function resolveCaller(ctx: Context, token: string | null): Caller | null {
  const record = ctx.findToken(token);
  if (!record || !token) return null;
  if (record.kind === 'customer') {
    const customer = ctx.customerById(record.subjectId);
    return customer && !customer.deleted ? { kind: 'customer', customer, token } : null;
  }
  const staff = ctx.staffById(record.subjectId);
  return staff && staff.active ? { kind: 'staff', staff, token } : null;
}

/**
 * The auth gate for /api: 401 when a protected call has no valid token, 403 when the token's kind or
 * staff role may not make the call (canRole from @pronto/api). Public calls pass, with the caller set
 * when a valid token came along.
 */
export function authGate(ctx: Context, table: CallTable): RequestHandler {
  return (req, res, next) => {
    const known = table.match(req.method, fullPath(req));
    const token = bearer(req.headers.authorization);
    const who = resolveCaller(ctx, token);
    if (who) res.locals.caller = who;
    res.locals.known = known;
    if (!known || known.auth === 'public') {
      next();
      return;
    }
    if (!who) {
      sendError(res, 401, AUTH_ERROR);
      return;
    }
    if (known.auth === 'customer') {
      if (who.kind !== 'customer') return sendError(res, 403, FORBIDDEN);
      next();
      return;
    }
    const area: Area = known.auth === 'report' ? 'reports' : known.area;
    if (who.kind !== 'staff' || !canRole(who.staff.role, area)) return sendError(res, 403, FORBIDDEN);
    next();
  };
}
