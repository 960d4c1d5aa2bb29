import type { Express } from 'express';
import { entry, type CallId } from '@pronto/api';
import { AUDITED, audited, RECORDED, type AuditedCall } from '../audit.ts';
import type { Context } from '../context.ts';
import { handle, sendError, type Handler } from '../http.ts';

/** `{var}` placeholders of the catalogue become express `:var` parameters. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** How route files register: by catalogue id only, so the mock serves exactly the contract (issue 15). */
export interface Routes {
  /** A catalogue entry's method and path; auth comes from the entry. `readOnly`: a POST that only reads
   *  (a search), so finishing it saves nothing (server.ts). */
  id(id: CallId, fn: Handler, options?: { readOnly?: boolean }): void;
  /** An audited call registered earlier (audit.ts), to run it once a proposal of it is approved. */
  audited(id: CallId): AuditedCall | undefined;
  /**
   * A link that resolves outside the API (a short link): GET `{prefix}/{code}` redirects (302) to what
   * `target` finds for the code, else 404. Never under /api, which serves the catalogue only.
   */
  redirect(prefix: string, target: (code: string) => string | null): void;
}

/** Registers handlers by catalogue id; the calls of the audit list (audit.ts) need a reason and are recorded, those of RECORDED are recorded. */
export function createRoutes(app: Express, ctx: Context): Routes {
  const auditedCalls = new Map<CallId, AuditedCall>();
  return {
    audited: (id) => auditedCalls.get(id),
    id(id, fn, options) {
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
    },
    redirect(prefix, target) {
      if (!/^\/[a-z]+$/.test(prefix) || prefix === '/api') throw new Error(`A redirect prefix is one word outside /api, not ${prefix}.`);
      app.get(`${prefix}/:code`, (req, res) => {
        const to = target(String(req.params.code));
        if (to) res.redirect(302, to);
        else sendError(res, 404, 'This link does not exist.');
      });
    },
  };
}
