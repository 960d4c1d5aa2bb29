import { createHash } from 'node:crypto';
import type { Context } from '../context.ts';

/*
 * An IP address's fraud score as Scamalytics gives it (0 to 100, with a risk band), made offline from what
 * the lender already knows about the address (its white list, its bans, the address's network) and, for
 * the rest, from the address itself, so the same address always scores the same.
 */

const PRIVATE = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^::1$/, /^f[cd][0-9a-f]{2}:/i, /^fe80:/i];
const HOSTING = /hosting|cloud|data ?cent(er|re)|vpn|proxy/i;
const MARKETS = ['GB', 'ES'];

/** Scamalytics' risk bands of a score. */
export function riskOf(score: number): 'low' | 'medium' | 'high' | 'very high' {
  return score <= 20 ? 'low' : score <= 50 ? 'medium' : score <= 80 ? 'high' : 'very high';
}

/** The fraud score of an address, with the reasons behind it and what is known of where it is. */
export function ipFraudScore(ctx: Context, ip: string) {
  const key = ip.toLowerCase();
  const location = ctx.rows('ipLocations').find((l) => String(l.ip).toLowerCase() === key);
  const where = { country: location?.country ?? null, isp: location?.isp ?? null };
  const answer = (score: number, reasons: string[]) => ({ ip, score, risk: riskOf(score), reasons, ...where });
  const ban = ctx.rows('ipBans').find((b) => String(b.ip).toLowerCase() === key);
  if (ban) return answer(100, [`Banned by the lender (${String(ban.reason ?? 'no reason given')}).`]);
  if (ctx.rows('whitelist').some((w) => String(w.ip).toLowerCase() === key)) return answer(0, ['On the white list.']);
  if (PRIVATE.some((re) => re.test(key))) return answer(0, ['A private or local address.']);
  const reasons: string[] = [];
  let score = (createHash('sha256').update(key).digest().readUInt16BE(0) % 41) + 5;
  if (HOSTING.test(String(where.isp ?? ''))) {
    score += 40;
    reasons.push('The address belongs to a hosting or cloud provider.');
  }
  if (where.country && !MARKETS.includes(String(where.country))) {
    score += 10;
    reasons.push('The address is outside the UK and Spain.');
  }
  if (reasons.length === 0) reasons.push('Nothing known against the address.');
  return answer(Math.min(99, score), reasons);
}
