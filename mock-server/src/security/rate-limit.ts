import type { RequestHandler } from 'express';
import type { KnownCall } from '../auth.ts';
import { sendError } from '../http.ts';

/** Public write calls and SMS senders, with how many calls one client may make per minute. */
export const RATE_LIMITS: Readonly<Record<string, number>> = {
  'log.write.post': 120,
  'log.write.put': 120,
  'communication.contactForm': 10,
  'membership.forgotPin': 10,
  'membership.reSendOTP': 10,
  'customer.handoverLogin': 10,
  'customer.communication.post': 10,
  // Public registration checks: a lead row per light registration, and "is this phone or DNI registered?".
  'customer.lightRegister': 10,
  'customer.CheckPhoneDNI': 20,
};

const WINDOW_MS = 60_000;

/**
 * Per-client rate limit on the calls above (after the gate, which names the call): a client over its
 * limit gets 429 with a message until the minute since its first counted call has passed. Counted per
 * remote address, so one client cannot flood SMS or fill the disk through the public routes.
 */
export function rateLimit(now: () => number = Date.now): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    const known = res.locals.known as KnownCall | undefined;
    const limit = known ? RATE_LIMITS[known.id] : undefined;
    if (limit === undefined) {
      next();
      return;
    }
    const key = `${req.socket.remoteAddress ?? '?'} ${known!.id}`;
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.start >= WINDOW_MS) {
      if (windows.size > 10_000) for (const [k, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(k);
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > limit) {
      res.setHeader('Retry-After', String(Math.ceil((window.start + WINDOW_MS - at) / 1000)));
      sendError(res, 429, 'Too many requests; please wait a minute and try again.');
      return;
    }
    next();
  };
}
