import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { EmailRecord, SmsRecord } from '../types.ts';
import { oneOf } from '../validate.ts';
import type { Routes } from './define.ts';
import { checkSignature } from './provider-signature.ts';

/*
 * The SMS gateway's delivery receipts and the e-mail provider's events (public callbacks). Each names a
 * message by the provider's id the mock kept when it sent it, and is signed with the provider's secret.
 * A final word (delivered, failed; bounced, complained) is not undone by a late or repeated callback.
 */

export const UNKNOWN_MESSAGE = 'Unknown message reference.';
const SMS_STATUSES = ['delivered', 'failed', 'pending'] as const;
const SMS_FINAL = ['delivered', 'failed'];
const EMAIL_EVENTS = ['delivered', 'opened', 'clicked', 'bounced', 'complained'] as const;
/** Events that say how the delivery ended, in the order a later one outranks an earlier one. */
const EMAIL_DELIVERY = ['delivered', 'complained', 'bounced'];

/** The message with this provider id; malformed or unknown is the same 422. */
function byReference<T extends { providerRef?: string }>(rows: T[], reference: unknown): T {
  const found =
    typeof reference === 'string' && /^[0-9a-f]{24}$/.test(reference) ? rows.find((r) => r.providerRef === reference) : undefined;
  if (!found) throw invalid(UNKNOWN_MESSAGE);
  return found;
}

export function registerMessageReceipts(routes: Routes, ctx: Context): void {
  routes.id('communication.providerCallback/sms', ({ body }) => {
    const sms: SmsRecord = byReference(ctx.db.smsHistory, body.reference);
    const status = oneOf(body, 'status', SMS_STATUSES);
    checkSignature('sms', body.signature, [String(sms.providerRef), status]);
    const settled = sms.receipt && SMS_FINAL.includes(sms.receipt.status);
    if (!settled && sms.receipt?.status !== status) {
      sms.receipt = { status, at: ctx.nowIso() };
      ctx.changed();
    }
    return { reference: sms.providerRef, status: sms.receipt?.status ?? status };
  });

  routes.id('communication.providerCallback/email', ({ body }) => {
    const email: EmailRecord = byReference(ctx.db.emailHistory, body.reference);
    const event = oneOf(body, 'event', EMAIL_EVENTS);
    checkSignature('email', body.signature, [String(email.providerRef), event]);
    const at = ctx.nowIso();
    const events = email.events ?? [];
    if (!events.some((e) => e.event === event)) {
      email.events = [...events, { event, at }];
      const rank = EMAIL_DELIVERY.indexOf(event);
      if (rank >= 0 && rank > EMAIL_DELIVERY.indexOf(email.delivery?.status ?? '')) email.delivery = { status: event, at };
      ctx.changed();
    }
    return { reference: email.providerRef, status: email.delivery?.status ?? null, events: (email.events ?? []).map((e) => e.event) };
  });
}
