import { closeSync, existsSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import type { RequestHandler } from 'express';
import type { KnownCall } from './auth.ts';
import { sendError } from './http.ts';

/** Bytes of activity-log bodies the server takes per minute, from all clients together. */
export const LOG_BYTES_PER_MINUTE = 4 * 1024 * 1024;
/** Size past which the activity-log file is rotated (one older file is kept): at most twice this on disk. */
export const LOG_FILE_LIMIT = 8 * 1024 * 1024;
export const LOG_BUDGET_SPENT = 'Too many activity-log writes; please try again in a minute.';
/** Sessions whose log id is remembered for the later writes (PUT); the oldest are forgotten first. */
const SESSIONS_KEPT = 10_000;
const WINDOW_MS = 60_000;
/** The two calls the site's activity log makes. */
const LOG_CALLS = new Set(['log.write.post', 'log.write.put']);

/**
 * The customer site's activity log (customer-site.md §9): anonymous, so it is kept out of the data
 * file. Each write is one JSON line appended to `<data file>.activity.log`, rotated past
 * LOG_FILE_LIMIT; with no data file the lines are not kept. The bodies of all clients together are
 * limited to LOG_BYTES_PER_MINUTE: a flood of bodies just under 1 MB, each within the size and
 * per-client limits, filled the heap with log rows and stopped the server.
 */
export function createActivityLog(dataFile: string | null, now: () => number = Date.now) {
  const file = dataFile ? `${dataFile}.activity.log` : null;
  let fd = file ? openSync(file, 'a') : -1;
  let size = file && existsSync(file) ? statSync(file).size : 0;
  let window = { start: now(), spent: 0 };
  const sessions = new Map<string, number>();

  const rotate = () => {
    if (!file) return;
    closeSync(fd);
    renameSync(file, `${file}.1`);
    fd = openSync(file, 'a');
    size = 0;
  };

  return {
    file,
    /**
     * Middleware after the gate, before the body is read: a log write over this minute's budget is
     * answered 429 without reading its body. A write is charged its declared length (1 MB, the body
     * limit, when it declares none).
     */
    budget(): RequestHandler {
      return (req, res, next) => {
        const known = res.locals.known as KnownCall | undefined;
        if (!known || !LOG_CALLS.has(known.id)) {
          next();
          return;
        }
        const at = now();
        if (at - window.start >= WINDOW_MS) window = { start: at, spent: 0 };
        const declared = Number(req.headers['content-length']);
        const cost = Number.isFinite(declared) && declared >= 0 ? declared : 1024 * 1024;
        if (window.spent + cost > LOG_BYTES_PER_MINUTE) {
          res.setHeader('Retry-After', String(Math.ceil((window.start + WINDOW_MS - at) / 1000)));
          sendError(res, 429, LOG_BUDGET_SPENT);
          req.resume();
          return;
        }
        window.spent += cost;
        next();
      };
    },
    /** Appends one write as a JSON line (nothing kept without a data file). */
    write(id: number, kind: 'post' | 'put', record: Record<string, unknown>): void {
      if (!file) return;
      const line = `${JSON.stringify({ id, kind, ...record })}\n`;
      if (size > 0 && size + Buffer.byteLength(line) > LOG_FILE_LIMIT) rotate();
      // Not fsync'ed: an activity line lost in a crash loses no customer's data.
      size += writeSync(fd, line);
    },
    /** The id a session's first write got, if remembered. */
    sessionId(key: string): number | undefined {
      return sessions.get(key);
    },
    rememberSession(key: string, id: number): void {
      sessions.delete(key);
      sessions.set(key, id);
      if (sessions.size > SESSIONS_KEPT) sessions.delete(sessions.keys().next().value as string);
    },
    close(): void {
      if (fd >= 0) closeSync(fd);
      fd = -1;
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
