import type { Express } from 'express';
import { entry, type CallId, type RequestOf, type ResponseOf } from '@pronto/api';
import { AUDITED, audited, RECORDED, type AuditedCall } from '../audit.ts';
import type { CallTable } from '../auth.ts';
import type { Context } from '../context.ts';
import { handle, sendError, type Call, type Handler } from '../http.ts';
import { recordedStaffWrite, RECORDS_ITSELF } from '../staff-write-audit.ts';

/** `{var}` placeholders of the catalogue become express `:var` parameters. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** What an entry's handler may answer: the entry's response (CallTypes), now or later. */
type Answer<Id extends CallId> = ResponseOf<Id> | Promise<ResponseOf<Id>>;

/**
 * The handler of one entry: it must answer the entry's response (ResponseOf), so the mock and the apps
 * read one contract; an id whose answer the contract does not name yet (ResponseOf unknown) takes any.
 */
export type HandlerOf<Id extends CallId> = (call: Call) => Answer<Id>;

/** A call whose body has been read and checked: `body` is the entry's request. */
export type CheckedCall<Id extends CallId> = Omit<Call, 'body'> & { body: RequestOf<Id> };

/** Reads a call's body as the entry's request, or throws the 422 (ApiError) saying what is wrong with it. */
export type BodyReader<Id extends CallId> = (call: Call) => RequestOf<Id> | Promise<RequestOf<Id>>;

interface RouteOptions {
  /** A POST that only reads (a search), so finishing it saves nothing (server.ts). */
  readOnly?: boolean;
}

/** How route files register: by catalogue id only, so the mock serves exactly the contract. */
export interface Routes {
  /** A catalogue entry's method and path; auth comes from the entry; the handler answers the entry's response. */
  id<Id extends CallId>(id: Id, fn: HandlerOf<Id>, options?: RouteOptions): void;
  /** Like `id`, with the body read and checked by `read` first: the handler gets the entry's request type. */
  checked<Id extends CallId>(id: Id, read: BodyReader<Id>, fn: (call: CheckedCall<Id>) => Answer<Id>, options?: RouteOptions): void;
  /** An audited call registered earlier (audit.ts), to run it once a proposal of it is approved. */
  audited(id: CallId): AuditedCall | undefined;
  /** The ids a handler was registered for so far. */
  readonly handled: ReadonlySet<CallId>;
  /**
   * A link that resolves outside the API (a short link): GET `{prefix}/{code}` redirects (302) to what
   * `target` finds for the code, else 404. Never under /api, which serves the catalogue only.
   */
  redirect(prefix: string, target: (code: string) => string | null): void;
}

/**
 * Registers handlers by catalogue id; the calls of the audit list (audit.ts) need a reason and are recorded,
 * those of RECORDED and every other staff write are recorded.
 */
export function createRoutes(app: Express, ctx: Context, table: CallTable): Routes {
  const auditedCalls = new Map<CallId, AuditedCall>();
  const handled = new Set<CallId>();
  const register = (id: CallId, fn: Handler, options?: RouteOptions) => {
    const e = entry(id);
    handled.add(id);
    const locate = AUDITED[id];
    const recorded = RECORDED[id];
    const wrapped = locate ? audited(ctx, id, locate, fn) : recorded ? audited(ctx, id, recorded, fn, true) : null;
    if (wrapped) auditedCalls.set(id, wrapped);
    // Every other staff write is recorded too, with what it changed (a search sent as POST writes nothing).
    const staffWrite = !wrapped && e.auth === 'staff' && e.method !== 'get' && !options?.readOnly && !RECORDS_ITSELF.has(id);
    const run = handle(wrapped ? wrapped.handler : staffWrite ? recordedStaffWrite(ctx, id, fn) : fn);
    // The gate decided which call a request makes (literal paths before `{id}` patterns, auth.ts); express
    // would run the first registered path that matches, so `/api/membership/{id}` would answer `cams`.
    app[e.method](expressPath(e.path), (req, res, next) => {
      const known = res.locals.known as { id?: string } | undefined;
      if (known?.id !== undefined && known.id !== id) return next();
      if (options?.readOnly) res.locals.readOnly = true;
      run(req, res, next);
    });
  };
  return {
    audited: (id) => auditedCalls.get(id),
    handled,
    id: register,
    checked: (id, read, fn, options) => register(id, async (call) => fn({ ...call, body: await read(call) }), options),
    redirect(prefix, target) {
      if (!/^\/[a-z]+$/.test(prefix) || prefix === '/api') throw new Error(`A redirect prefix is one word outside /api, not ${prefix}.`);
      // The gate lets through only the calls it knows: a public link of the mock's own, outside the catalogue.
      table.add({ id: `mock.redirect${prefix}`, method: 'get', path: `${prefix}/{code}`, auth: 'public', area: 'public', entry: null });
      app.get(`${prefix}/:code`, (req, res) => {
        const to = target(String(req.params.code));
        if (to) res.redirect(302, to);
        else sendError(res, 404, 'This link does not exist.');
      });
    },
  };
}
