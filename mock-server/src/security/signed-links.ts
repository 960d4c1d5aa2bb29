import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from '../context.ts';

/** The internal collection of the server's own keys (not a simple-rest collection: nothing exposes it). */
export const SERVER_KEYS = 'serverKeys';

interface KeyRow {
  id: number;
  name: string;
  key: string;
}

/** A key of the server's own, made once and kept with the data (links sent before a restart still work). */
function serverKey(ctx: Context, name: string): string {
  const rows = ctx.rows(SERVER_KEYS) as unknown as KeyRow[];
  const found = rows.find((r) => r.name === name);
  if (found) return found.key;
  return ctx.insert(SERVER_KEYS, { name, key: randomBytes(32).toString('hex') }).key;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The `key` of an e-mail address's unsubscribe link: an HMAC of the address under the server's key. */
export function unsubscribeKey(ctx: Context, email: string): string {
  return createHmac('sha256', serverKey(ctx, 'unsubscribe')).update(email.trim().toLowerCase()).digest('base64url');
}

/** Whether `key` is the unsubscribe key of `email` (only a link the server sent unsubscribes anyone). */
export function isUnsubscribeKey(ctx: Context, email: string, key: string): boolean {
  return same(unsubscribeKey(ctx, email), key);
}

/** The site's unsubscribe link of one marketing e-mail (the page reads camp, key and userTo). */
export function unsubscribeLink(ctx: Context, email: string, campaign: string): string {
  const query = new URLSearchParams({ camp: campaign, key: unsubscribeKey(ctx, email), userTo: email });
  return `/unsubscribe?${query.toString()}`;
}

/**
 * The token the SMS provider sends with its delivery receipts (header X-Provider-Token): SMS_PROVIDER_TOKEN,
 * or a key the server makes once and keeps with the data (the provider is given it when set up).
 */
export function providerToken(ctx: Context): string {
  return process.env.SMS_PROVIDER_TOKEN || serverKey(ctx, 'smsProvider');
}

/** Whether a request's provider token is the SMS provider's. */
export function isProviderToken(ctx: Context, given: unknown): boolean {
  return typeof given === 'string' && given !== '' && same(providerToken(ctx), given);
}
