import type { PermissionChange } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { bool, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, newest, staffName } from './staff-helpers.ts';

/**
 * Communication permissions (may we contact the customer on a channel at all) and NCP permissions
 * (non-contractual purposes: marketing on that channel). A channel is allowed until a record says
 * otherwise; an unsubscribed customer has refused NCP e-mail (docs/decisions.md, Communication).
 */
export const PERMISSION_CHANNELS = ['sms', 'email', 'phone', 'post'] as const;
export type PermissionChannel = (typeof PERMISSION_CHANNELS)[number];
export type PermissionKind = 'communication' | 'ncp';

const KIND_LABEL: Record<PermissionKind, string> = { communication: 'communication', ncp: 'NCP' };

/** Whether a customer allows a channel for a kind of permission, by the permission records given. */
export function allowedBy(records: readonly Row[], customer: CustomerRecord, kind: PermissionKind, channel: PermissionChannel): boolean {
  const record = records.find((p) => p.customerId === customer.id && p.kind === kind && p.channel === channel);
  if (record) return record.allowed === true;
  return !(kind === 'ncp' && channel === 'email' && customer.unsubscribed === true);
}

/** Whether a customer allows a channel for a kind of permission. */
export function allows(ctx: Context, customer: CustomerRecord, kind: PermissionKind, channel: PermissionChannel): boolean {
  return allowedBy(ctx.rows('commPermissions'), customer, kind, channel);
}

/** A marketing send reaches a customer only with both permissions on its channel (by the records given). */
export function mayMarketBy(records: readonly Row[], customer: CustomerRecord, channel: 'sms' | 'email'): boolean {
  return allowedBy(records, customer, 'communication', channel) && allowedBy(records, customer, 'ncp', channel);
}

/** A marketing send reaches a customer only with both permissions on its channel. */
export function mayMarket(ctx: Context, customer: CustomerRecord, channel: 'sms' | 'email'): boolean {
  return mayMarketBy(ctx.rows('commPermissions'), customer, channel);
}

const CHANNEL_WORDS: Record<PermissionChannel, string> = { sms: 'SMS', email: 'e-mails', phone: 'phone calls', post: 'letters' };

/**
 * Refuses (422) a message to a customer who refused contact on its channel (communication permission):
 * staff messages, reminders and documents alike; only marketing also needs the NCP permission.
 */
export function checkContact(ctx: Context, customer: CustomerRecord, channel: PermissionChannel): void {
  if (!allows(ctx, customer, 'communication', channel))
    throw invalid(`Customer ${customer.id} does not allow ${CHANNEL_WORDS[channel]} (communication permission).`);
}

function channelOf(call: Call): PermissionChannel {
  const channel = str(call.body, 'channel');
  if (!(PERMISSION_CHANNELS as readonly string[]).includes(channel))
    throw invalid(`channel must be one of ${PERMISSION_CHANNELS.join(', ')}.`);
  return channel as PermissionChannel;
}

/** A customer's stored answer on one channel and kind of permission. */
type PermissionRecord = Pick<PermissionChange, 'customerId' | 'kind' | 'channel' | 'allowed'> & { updatedAt: string; updatedBy: string };

export function registerCommPermissionRoutes(routes: Routes, ctx: Context): void {
  const records = () => ctx.rows<PermissionRecord>('commPermissions');
  const view = (customer: CustomerRecord, kind: PermissionKind) =>
    PERMISSION_CHANNELS.map((channel) => {
      const record = records().find((p) => p.customerId === customer.id && p.kind === kind && p.channel === channel);
      return {
        channel,
        allowed: allows(ctx, customer, kind, channel),
        updatedAt: record?.updatedAt ?? null,
        updatedBy: record?.updatedBy ?? null,
      };
    });
  const set = (call: Call, kind: PermissionKind, allowed: boolean, action: 'add' | 'remove' | 'update') => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const channel = channelOf(call);
    const before = allows(ctx, customer, kind, channel);
    if (action === 'add' && before) throw invalid(`Customer ${customer.id} already allows ${channel} (${KIND_LABEL[kind]} permission).`);
    if (action === 'remove' && !before)
      throw invalid(`Customer ${customer.id} has already refused ${channel} (${KIND_LABEL[kind]} permission).`);
    const by = staffName(call);
    const at = ctx.nowIso();
    const existing = records().find((p) => p.customerId === customer.id && p.kind === kind && p.channel === channel);
    if (existing) Object.assign(existing, { allowed, updatedAt: at, updatedBy: by });
    else ctx.insert('commPermissions', { customerId: customer.id, kind, channel, allowed, updatedAt: at, updatedBy: by });
    const reason = typeof call.body.reason === 'string' ? call.body.reason.trim() : '';
    ctx.insert('commPermissionHistory', {
      customerId: customer.id,
      kind,
      channel,
      action,
      allowed,
      before,
      reason,
      createdBy: by,
      createdAt: at,
    });
    ctx.changed();
    return view(customer, kind);
  };

  for (const [name, kind] of [
    ['communicationPermission', 'communication'],
    ['ncpPermission', 'ncp'],
  ] as const) {
    routes.id(`communication.${name}/check`, (call) => view(customerOr422(ctx, idFrom(call, 'customerId')), kind));
    routes.id(`communication.${name}/add`, (call) => set(call, kind, true, 'add'));
    routes.id(`communication.${name}/remove`, (call) => set(call, kind, false, 'remove'));
    routes.id(`communication.${name}/update`, (call) => {
      const allowed = bool(call.body, 'allowed');
      if (allowed === undefined) throw invalid('allowed is required (true or false).');
      return set(call, kind, allowed, 'update');
    });
    routes.id(`communication.${name}/history`, (call) => {
      const customerId = customerOr422(ctx, idFrom(call, 'customerId')).id;
      return newest(ctx.rows<PermissionChange>('commPermissionHistory').filter((h) => h.customerId === customerId && h.kind === kind));
    });
  }
}
