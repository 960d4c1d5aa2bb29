import type { Express } from 'express';
import { entry, type Area, type Auth } from '@pronto/api';
import type { CallTable } from '../auth.ts';
import { handle, type Handler } from '../http.ts';

type Verb = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** `{var}` placeholders of the catalogue become express `:var` parameters. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** How route files register: by catalogue id, or by method and path with their own auth. */
export interface Routes {
  /** A catalogue entry's method and path; auth comes from the entry. `readOnly`: a POST that only reads
   *  (a search), so finishing it saves nothing (server.ts). */
  id(id: string, fn: Handler, options?: { readOnly?: boolean }): void;
  /** A call by method and path; the auth applies when no catalogue entry has this method and path. */
  on(method: Verb, path: string, auth: Auth, area: Area, fn: Handler): void;
}

export function createRoutes(app: Express, table: CallTable): Routes {
  return {
    id(id, fn, options) {
      const e = entry(id);
      if (options?.readOnly) {
        app[e.method](expressPath(e.path), (_req, res, next) => {
          res.locals.readOnly = true;
          next();
        });
      }
      app[e.method](expressPath(e.path), handle(fn));
    },
    on(method, path, auth, area, fn) {
      table.add({ id: `${method} ${path}`, method, path, auth, area, entry: null });
      app[method](expressPath(path), handle(fn));
    },
  };
}
