import type { Express } from 'express';
import { entry, type CallId, type RequestOf, type ResponseOf } from '@pronto/api';
import { AUDITED, audited, RECORDED, type AuditedCall } from '../audit.ts';
import type { Context } from '../context.ts';
import { handle, type Call, type Handler } from '../http.ts';

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
}

/** Registers handlers by catalogue id; the calls of the audit list (audit.ts) need a reason and are recorded, those of RECORDED are recorded. */
export function createRoutes(app: Express, ctx: Context): Routes {
  const auditedCalls = new Map<CallId, AuditedCall>();
  const register = (id: CallId, fn: Handler, options?: RouteOptions) => {
    const e = entry(id);
    const locate = AUDITED[id];
    const recorded = RECORDED[id];
    const wrapped = locate ? audited(ctx, id, locate, fn) : recorded ? audited(ctx, id, recorded, fn, true) : null;
    if (wrapped) auditedCalls.set(id, wrapped);
    const handler = wrapped ? wrapped.handler : fn;
    if (options?.readOnly) {
      app[e.method](expressPath(e.path), (_req, res, next) => {
        res.locals.readOnly = true;
        next();
      });
    }
    app[e.method](expressPath(e.path), handle(handler));
  };
  return {
    audited: (id) => auditedCalls.get(id),
    id: register,
    checked: (id, read, fn, options) => register(id, async (call) => fn({ ...call, body: await read(call) }), options),
  };
}
