import type { RequestHandler } from 'express';
import { sendError } from './http.ts';

/** The refusal of a request target that is not a plain path (origin-form). */
export const BAD_TARGET = 'Bad request target: send a path starting with / (no scheme, host, backslash or fragment).';

/**
 * First of all middleware: only an origin-form target (`/path?query`) goes on. An absolute-form target
 * (`GET http://x/api/rest/staff`) is what a proxy receives, never this API: express's router reads the
 * path out of it while the gate saw a path outside /api, so it reached a handler without a token.
 * Backslashes and fragments are refused too: browsers never send them, and parsers disagree on them.
 */
export function requestTarget(): RequestHandler {
  return (req, res, next) => {
    const url = req.url;
    if (!url.startsWith('/') || url.includes('\\') || url.includes('#')) {
      sendError(res, 400, BAD_TARGET);
      return;
    }
    next();
  };
}

/**
 * A request path as the gate and the router compare it: percent-encodings decoded, repeated slashes
 * collapsed, no trailing slash; null when it cannot be decoded or holds a dot segment, an encoded
 * slash or a backslash (the gate answers 404).
 */
export function normalisePath(url: string): string | null {
  const raw = url.split('?')[0] ?? '/';
  if (!raw.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURI(raw);
  } catch {
    return null;
  }
  // An encoded slash or backslash would split differently in the router than here: refuse it.
  if (/%2f|%5c|\\/i.test(raw) || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return null;
  return `/${segments.join('/')}`;
}
