import type { ActivityLog } from '../activity-log.ts';
import type { Context } from '../context.ts';
import { invalid, isObject } from '../http.ts';
import type { Routes } from './define.ts';

/** The longest session hash or device id that names a session (the site sends a UUID and a short id). */
const KEY_LIMIT = 200;

/** A session's key for the later writes (PUT); null when the body does not name one. */
function sessionKey(body: Record<string, unknown>): string | null {
  const { sessionHash, deviceId } = body;
  if (typeof sessionHash !== 'string' || typeof deviceId !== 'string') return null;
  if (sessionHash.length > KEY_LIMIT || deviceId.length > KEY_LIMIT) return null;
  return `${sessionHash}\n${deviceId}`;
}

/**
 * The site's activity log (log.write.post first, log.write.put later; customer-site.md §9): each write
 * is appended to the capped log file (activity-log.ts), not kept in the data. Answers the session's
 * log id: a PUT of a session seen before gets the id of its first write.
 */
export function registerActivityLogRoutes(routes: Routes, ctx: Context, log: ActivityLog): void {
  const write = (kind: 'post' | 'put') => (body: Record<string, unknown>, raw: unknown) => {
    if (!isObject(raw)) throw invalid('The request body must be a JSON object.');
    const key = sessionKey(body);
    const known = kind === 'put' && key ? log.sessionId(key) : undefined;
    const id = known ?? ctx.nextId('logs');
    if (key) log.rememberSession(key, id);
    log.write(id, kind, { ...body, createdAt: ctx.nowIso() });
    return { id };
  };
  const post = write('post');
  const put = write('put');
  routes.id('log.write.post', ({ body, req }) => post(body, req.body));
  routes.id('log.write.put', ({ body, req }) => put(body, req.body));
}
