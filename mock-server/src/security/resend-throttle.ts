import { normalizeCountry, phoneKey, type Context } from '../context.ts';
import { ApiError } from '../http.ts';

/** The site's resend countdown: a new PIN at most once per 180 s per phone. */
export const RESEND_INTERVAL_S = 180;
export const RESEND_TOO_SOON = 'Please wait before asking for a new PIN.';
export const RESEND_TOO_SOON_CODE = 'ResendTooSoon';

/** Internal collection of the last resend per phone (persisted with the db, not exposed). */
export const RESENDS = 'securityResends';

interface ResendRow {
  id: number;
  key: string;
  sentAt: string;
}

export function resendKey(phone: string, country: unknown): string {
  return `${normalizeCountry(country)}:${phoneKey(phone)}`;
}

const rowsOf = (ctx: Context) => ctx.rows(RESENDS) as unknown as ResendRow[];

/** Seconds to wait before the phone may ask again (0 when it may). */
export function secondsLeft(ctx: Context, key: string): number {
  const row = rowsOf(ctx).find((r) => r.key === key);
  if (!row) return 0;
  const left = Date.parse(row.sentAt) + RESEND_INTERVAL_S * 1000 - ctx.now().getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Call before sending a requested PIN (reSendOTP, forgotPin, sendNewPin): refuses with 422
 * ResendTooSoon and the seconds left when the last one was under 180 s ago, else records this one.
 */
export function throttleResend(ctx: Context, key: string): void {
  const left = secondsLeft(ctx, key);
  if (left > 0) {
    throw new ApiError(422, `${RESEND_TOO_SOON} You can ask again in ${left} seconds.`, RESEND_TOO_SOON_CODE);
  }
  const row = rowsOf(ctx).find((r) => r.key === key);
  if (row) row.sentAt = ctx.nowIso();
  else ctx.insert(RESENDS, { key, sentAt: ctx.nowIso() });
  ctx.changed();
}

/** A validated PIN ends the wait: the next request (e.g. another forgotten PIN) is a new need. */
export function clearResend(ctx: Context, key: string): void {
  const list = rowsOf(ctx);
  const index = list.findIndex((r) => r.key === key);
  if (index < 0) return;
  list.splice(index, 1);
  ctx.changed();
}
