import type { Request } from 'express';
import type { Context } from '../context.ts';
import type { Row } from '../types.ts';

/** The answer to a request from a banned address (403). */
export const IP_BANNED = 'Access from your IP address is blocked.';

/** The client's address as bans name it: an IPv4 client of a dual-stack socket without its `::ffff:` prefix. */
export function clientAddress(req: Request): string {
  const address = (req.socket.remoteAddress ?? '').toLowerCase();
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * Whether the customer site's calls from an address are refused: it is banned, in the application or at the
 * load balancer (content.ipbanner), and not on the white list, which always lets an address through.
 */
export function isBanned(ctx: Context, address: string): boolean {
  if (!address) return false;
  const same = (row: Row) => String(row.ip ?? '').toLowerCase() === address;
  return ctx.rows('ipBans').some(same) && !ctx.rows('whitelist').some(same);
}
