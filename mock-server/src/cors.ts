import type { RequestHandler } from 'express';
import { sendError } from './http.ts';

/**
 * The origins that may call the API from a browser: the customer site and the console on loopback
 * (SITE_PORT, ADMIN_PORT as `npm start` and the e2e run set them; 5173 / 5174 by default), plus any
 * listed in CORS_ORIGINS (comma-separated). The apps themselves call through their dev / preview
 * server's proxy (same origin), so this only matters to a page calling the mock directly.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const ports = [env.SITE_PORT || '5173', env.ADMIN_PORT || '5174'];
  const list = ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  for (const origin of (env.CORS_ORIGINS ?? '').split(',')) if (origin.trim()) list.push(origin.trim().replace(/\/$/, ''));
  return new Set(list);
}

/**
 * CORS for the configured origins only, in place of json-server's, which reflects any origin with
 * credentials (any web page could read a signed-in answer). An origin not on the list gets no CORS
 * headers (the browser keeps the answer from the page) and its preflight a 403 in the envelope.
 */
export function cors(origins: ReadonlySet<string> = allowedOrigins()): RequestHandler {
  return (req, res, next) => {
    res.vary('Origin');
    // Harmless without an allowed origin; lets an allowed page read the list headers.
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
    const origin = req.headers.origin;
    const allowed = typeof origin === 'string' && origins.has(origin);
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) {
      next();
      return;
    }
    if (!allowed) {
      sendError(res, 403, `Origin ${String(origin ?? '(none)').slice(0, 200)} may not call this API.`);
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,PUT,PATCH,POST,DELETE');
    res.setHeader(
      'Access-Control-Allow-Headers',
      String(req.headers['access-control-request-headers'] ?? 'content-type,authorization').slice(0, 1000),
    );
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
