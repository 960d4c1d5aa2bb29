import type { Express } from 'express';
import { entry, type CallId } from '@pronto/api';
import { AUDITED, audited } from '../audit.ts';
import type { Context } from '../context.ts';
import { handle, type Handler } from '../http.ts';

/** `{var}` placeholders of the catalogue become express `:var` parameters. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** How route files register: by catalogue id only, so the mock serves exactly the contract (issue 15). */
export interface Routes {
  /** A catalogue entry's method and path; auth comes from the entry. `readOnly`: a POST that only reads
   *  (a search), so finishing it saves nothing (server.ts). */
  id(id: CallId, fn: Handler, options?: { readOnly?: boolean }): void;
}

/** Registers handlers by catalogue id; the calls of the audit list (audit.ts) need a reason and are recorded. */
export function createRoutes(app: Express, ctx: Context): Routes {
  return {
    id(id, fn, options) {
      const e = entry(id);
      const locate = AUDITED[id];
      const handler = locate ? audited(ctx, id, locate, fn) : fn;
      if (options?.readOnly) {
        app[e.method](expressPath(e.path), (_req, res, next) => {
          res.locals.readOnly = true;
          next();
        });
      }
      app[e.method](expressPath(e.path), handle(handler));
    },
  };
}
