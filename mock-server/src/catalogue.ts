import type { Express, RequestHandler } from 'express';
import { catalogue, type CallId } from '@pronto/api';
import type { CallTable } from './auth.ts';
import { fullPath, sendData, sendError } from './http.ts';

/** GET /api/catalogue: the whole catalogue (public). */
export function mountCatalogue(app: Express, table: CallTable): void {
  table.add({ id: 'mock.catalogue', method: 'get', path: '/api/catalogue', auth: 'public', area: 'public', entry: null });
  app.get('/api/catalogue', (_req, res) => sendData(res, catalogue));
}

/**
 * A catalogue call no route answered: 501 naming it. The mock never answers a call it does not carry out
 * (a "Done" for nothing is worse than a refusal); the contract test keeps the number of such calls at 0.
 */
export function notImplemented(table: CallTable, handled: ReadonlySet<CallId>): RequestHandler {
  return (req, res, next) => {
    const e = table.entryFor(req.method, fullPath(req));
    if (!e || handled.has(e.id)) {
      next();
      return;
    }
    sendError(res, 501, `The mock API does not carry out ${e.id} ("${e.summary}").`);
  };
}

/** Anything under /api nobody answered: 404 in the envelope. */
export const notFound: RequestHandler = (req, res) => sendError(res, 404, `No such call: ${req.method} ${fullPath(req)}`);
