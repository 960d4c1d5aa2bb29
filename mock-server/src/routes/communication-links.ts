import { randomBytes, randomInt } from 'node:crypto';
import type { Request } from 'express';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { Row } from '../types.ts';
import { str } from '../validate.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, loanOr422, newest, staffName } from './staff-helpers.ts';

/* Short links for messages (an SMS has little room) and the review invitation a customer gets after repaying,
 * itself a short link. A short link is `{origin}/s/{code}` and redirects to its address. */

export const SHORT_LINKS = 'shortLinks';
/** Review invitations, one per repaid loan (the customer's system comments list them). */
export const REVIEW_INVITATIONS = 'reviewInvitations';
const CODE_CHARS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;
const MAX_URL = 2048;

/** Where customers review the lender (the review platform's invitation page). */
const reviewPage = () => process.env.REVIEW_PAGE_URL ?? 'https://reviews.pronto.test/evaluate';

/**
 * The origin short links are served from: SHORT_LINK_ORIGIN (the lender's short domain), else the address the
 * mock itself listens on, so a link made through an app's proxy still resolves.
 */
function shortOrigin(req: Request): string {
  if (process.env.SHORT_LINK_ORIGIN) return process.env.SHORT_LINK_ORIGIN.replace(/\/+$/, '');
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort ?? 80}`;
}

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');

/** The short link of an address: the one made before for it, else a new code. */
export function shortLinkFor(ctx: Context, url: string, by: string): Row {
  const known = ctx.rows(SHORT_LINKS).find((l) => l.url === url);
  if (known) return known;
  let code = newCode();
  while (ctx.rows(SHORT_LINKS).some((l) => l.code === code)) code = newCode();
  return ctx.insert(SHORT_LINKS, { code, url, createdAt: ctx.nowIso(), createdBy: by });
}

/** An absolute http(s) address of at most 2048 characters. */
function webAddress(value: string): string {
  let parsed: URL | null;
  try {
    parsed = new URL(value);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) throw invalid('url must be a full http(s) address.');
  if (value.length > MAX_URL) throw invalid(`url must be at most ${MAX_URL} characters.`);
  return parsed.href;
}

export function registerCommunicationLinks(routes: Routes, ctx: Context): void {
  const shortUrl = (call: Call, link: Row) => `${shortOrigin(call.req)}/s/${String(link.code)}`;
  routes.redirect('/s', (code) => {
    const link = ctx.rows(SHORT_LINKS).find((l) => l.code === code);
    return link ? String(link.url) : null;
  });

  routes.id('communication.shortLink', (call) => {
    const link = shortLinkFor(ctx, webAddress(str(call.body, 'url')), staffName(call));
    return { code: link.code, url: link.url, shortUrl: shortUrl(call, link), createdAt: link.createdAt };
  });

  // The invitation to review, after a loan repaid in full: one per loan, asked again it is the same link.
  routes.id('communication.reviewLink', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    if (customer.deleted) throw invalid(`Customer ${customer.id} is deleted.`);
    const repaid = newest(ctx.db.loans.filter((l) => l.customerId === customer.id && l.status === 'repaid'));
    const given = call.body.loanId !== undefined && call.body.loanId !== null && call.body.loanId !== '';
    const loan = given ? loanOr422(ctx, idFrom(call, 'loanId')) : repaid[0];
    if (!loan) throw invalid(`Customer ${customer.id} has no repaid loan to review.`);
    if (loan.customerId !== customer.id) throw invalid(`Loan ${loan.id} is not a loan of customer ${customer.id}.`);
    if (loan.status !== 'repaid') throw invalid(`Loan ${loan.id} is ${loan.status}: a review is asked after a loan is repaid.`);
    const by = staffName(call);
    const invitation =
      ctx.rows(REVIEW_INVITATIONS).find((r) => r.loanId === loan.id) ??
      ctx.insert(REVIEW_INVITATIONS, {
        customerId: customer.id,
        loanId: loan.id,
        token: randomBytes(16).toString('hex'),
        createdAt: ctx.nowIso(),
        createdBy: by,
      });
    const link = shortLinkFor(ctx, `${reviewPage()}?invitation=${String(invitation.token)}`, by);
    return { customerId: customer.id, loanId: loan.id, url: shortUrl(call, link), createdAt: invitation.createdAt };
  });
}
