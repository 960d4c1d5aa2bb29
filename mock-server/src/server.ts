import type { Express, Response } from 'express';
import jsonServer from 'json-server';
import { CallTable, authGate } from './auth.ts';
import { newScope, reachRow, runInScope } from './change-tracking.ts';
import { mountCatalogue, notFound, notImplemented } from './catalogue.ts';
import type { Context } from './context.ts';
import { cors } from './cors.ts';
import { caller, errorHandler, jsonBody } from './http.ts';
import { spanishErrors } from './language.ts';
import { mountRest } from './rest.ts';
import { rateLimit } from './security/rate-limit.ts';
import { requestTarget } from './request-target.ts';
import { createRoutes } from './routes/define.ts';
import { registerBankscraperRoutes } from './routes/bankscraper.ts';
import { registerCardRoutes } from './routes/card.ts';
import { registerCommunicationRoutes } from './routes/communication.ts';
import { registerActivityLogRoutes } from './routes/activity-log.ts';
import { createActivityLog } from './activity-log.ts';
import { createSprayLimit } from './security/spray-limit.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerCustomerRoutes } from './routes/customer.ts';
import { registerLoanRoutes } from './routes/loan.ts';
import { registerLoanAccountRoutes } from './routes/loan-account/index.ts';
import { registerMembershipRoutes } from './routes/membership.ts';
import { registerReportRoutes } from './routes/report.ts';
import { registerStaffAdminRoutes } from './routes/staff-admin.ts';
import { registerAffiliateRoutes } from './routes/affiliates.ts';
import { registerLoanSettingRoutes } from './routes/loan-settings.ts';
import { registerDocumentRoutes } from './routes/documents.ts';
import { registerLetterRoutes } from './routes/letters.ts';
import { registerCollectionRunRoutes } from './routes/collection-runs.ts';
import { registerAuditRoutes } from './routes/audit.ts';

export interface ServerOptions {
  /** Log every request (morgan, json-server's logger). */
  logger?: boolean;
}

/**
 * The mock back end as an express app (json-server's `create`): body parsing with the mock's
 * messages, the auth gate, the route files, simple-rest collections, a 501 for a catalogue call without a
 * handler, a 404
 * and an error handler that answers every failure in the envelope (never a 500).
 */
export function createServer(ctx: Context, options: ServerOptions = {}): Express {
  const app = jsonServer.create() as Express;
  const table = new CallTable();
  const activityLog = createActivityLog(ctx.dataFile);
  // Wrong sign-in answers per client, over every account (customer logins, PIN resets, staff sign-ins).
  const spray = createSprayLimit();
  app.disable('x-powered-by');
  app.set('json spaces', 0);
  // Before anything reads the path: one spelling of the target for the gate and the router alike.
  app.use(requestTarget());
  // json-server's CORS would reflect any origin with credentials: ours answers the app origins only.
  app.use(cors());
  app.use(jsonServer.defaults({ logger: options.logger ?? false, noCors: true, readOnly: false, static: '/nonexistent-static' }));
  mountCatalogue(app, table);
  // First of all /api middleware: nothing parses a body or runs a handler for a call the gate refused.
  // Its token look-up runs in a scope of its own: reading the tokens changes nothing to save.
  app.use(authGate(ctx, table, (fn) => runInScope({ touched: new Set(), changed: false }, fn)));
  app.use('/api', rateLimit());
  app.use('/api', activityLog.budget());
  app.use('/api', jsonBody());
  // After body parsing (its stream callbacks would lose the scope): the rest of the request runs in a
  // scope that records the rows it reaches. A request that changes data is answered only once its
  // changes are on disk (journal.ts): the answer waits in res.end until the commit.
  app.use('/api', (req, res, next) => {
    const scope = newScope();
    const who = caller(res);
    // The gate found the caller's record outside this scope; a handler may change it (a PIN, a password).
    if (who.kind === 'customer') reachRow('customers', who.customer);
    if (who.kind === 'staff') reachRow('staff', who.staff);
    const writes = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let committing = false;
    (res as { end: (...args: unknown[]) => Response }).end = (...args: unknown[]) => {
      if (committing || !((writes && res.locals.readOnly !== true) || scope.changed)) return end(...args);
      committing = true;
      ctx.commit(scope).then(
        () => end(...args),
        () => {
          const body = JSON.stringify({ data: null, errors: [{ message: 'The change could not be saved; please try again.' }] });
          res.statusCode = 503;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Content-Length', Buffer.byteLength(body));
          end(body);
        },
      );
      return res;
    };
    runInScope(scope, next);
  });
  // Routes declare their calls before any request arrives; the gate reads the table per request.

  const routes = createRoutes(app, ctx, table);
  registerMembershipRoutes(routes, ctx, spray);
  registerCustomerRoutes(routes, ctx);
  registerLoanAccountRoutes(routes, ctx);
  registerLoanRoutes(routes, ctx);
  registerCardRoutes(routes, ctx);
  registerBankscraperRoutes(routes, ctx);
  registerCommunicationRoutes(routes, ctx);
  registerActivityLogRoutes(routes, ctx, activityLog);
  registerContentRoutes(routes, ctx);
  registerStaffAdminRoutes(routes, ctx);
  registerAffiliateRoutes(routes, ctx);
  registerLoanSettingRoutes(routes, ctx);
  registerDocumentRoutes(routes, ctx);
  registerLetterRoutes(routes, ctx);
  registerCollectionRunRoutes(routes, ctx);
  registerAuditRoutes(routes, ctx);
  registerReportRoutes(routes, ctx, spray);
  mountRest(app, ctx, table);
  app.use('/api', notImplemented(table, routes.handled));
  app.locals.handledCalls = routes.handled;
  app.use('/api', notFound);
  app.use(spanishErrors());
  app.use(errorHandler());
  return app;
}
