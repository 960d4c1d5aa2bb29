import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { IvrCall, IvrCampaign as IvrCampaignRecord } from '@pronto/api';
import type { Stored } from '../types.ts';
import { id, optStr, str } from '../validate.ts';
import { allows } from './comm-permissions.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, staffName } from './staff-helpers.ts';
import { searchRows } from './search-collection.ts';
import { checkSignature } from './provider-signature.ts';
import { canRole } from '@pronto/api';

/** The automated-call campaigns the spec names (welcome, unanswered, collection). */
export const IVR_CAMPAIGNS = ['welcome', 'unanswered', 'collection'] as const;
export type IvrCampaign = (typeof IVR_CAMPAIGNS)[number];
/** Call results the provider reports through ivr/notify. */
export const IVR_RESULTS = ['answered', 'unanswered', 'busy', 'failed'] as const;

/**
 * IVR campaigns (`ivrCampaigns`, one per type, running or stopped, with calling hours and attempts)
 * and their calls (`ivrCalls`: queued until the provider notifies a result).
 */
export function registerIvrRoutes(routes: Routes, ctx: Context): void {
  const campaigns = () => ctx.rows<IvrCampaignRecord>('ivrCampaigns');
  const calls = () => ctx.rows<IvrCall>('ivrCalls');
  const campaignOf = (call: Call): Stored<IvrCampaignRecord> => {
    const type = str(call.body, 'campaign');
    const campaign = campaigns().find((c) => c.type === type);
    if (!campaign) throw invalid(`campaign must be one of ${IVR_CAMPAIGNS.join(', ')}.`);
    return campaign;
  };
  const touch = (campaign: Stored<IvrCampaignRecord>, call: Call) => {
    campaign.updatedAt = ctx.nowIso();
    campaign.updatedBy = staffName(call);
    ctx.changed();
    return campaign;
  };

  // Assumed (catalogue): the IVR screens' lists.
  routes.id('communication.ivr/searchCampaigns', (call) => searchRows(ctx.rows('ivrCampaigns'), call.body), { readOnly: true });
  routes.id('communication.ivr/searchCalls', (call) => searchRows(ctx.rows('ivrCalls'), call.body), { readOnly: true });
  routes.id('communication.ivr/start', (call) => {
    const campaign = campaignOf(call);
    if (campaign.state === 'running') throw invalid(`The ${String(campaign.type)} campaign is running already.`);
    campaign.state = 'running';
    campaign.startedAt = ctx.nowIso();
    return touch(campaign, call);
  });
  routes.id('communication.ivr/stop', (call) => {
    const campaign = campaignOf(call);
    if (campaign.state === 'stopped') throw invalid(`The ${String(campaign.type)} campaign is stopped already.`);
    campaign.state = 'stopped';
    campaign.stoppedAt = ctx.nowIso();
    return touch(campaign, call);
  });
  // Calling hours (0-24, start before end) and attempts per customer (1-10).
  routes.id('communication.ivr/set', (call) => {
    const campaign = campaignOf(call);
    const whole = (field: string, min: number, max: number) => {
      const value = call.body[field] ?? campaign[field];
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) throw invalid(`${field} must be a whole number from ${min} to ${max}.`);
      return n;
    };
    const startHour = whole('startHour', 0, 23);
    const endHour = whole('endHour', 1, 24);
    if (startHour >= endHour) throw invalid('The calling hours must start before they end.');
    Object.assign(campaign, { startHour, endHour, maxAttempts: whole('maxAttempts', 1, 10) });
    return touch(campaign, call);
  });

  // A call to one customer: the campaign must run and the customer must allow phone calls.
  const queue = (type: IvrCampaign) => (call: Call) => {
    // Every campaign type is seeded.
    const campaign = campaigns().find((c) => c.type === type) as Stored<IvrCampaignRecord>;
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    if (campaign.state !== 'running') throw invalid(`The ${type} campaign is stopped; start it first.`);
    if (!allows(ctx, customer, 'communication', 'phone')) throw invalid(`Customer ${customer.id} does not allow phone calls.`);
    if (type === 'collection' && !ctx.db.loans.some((l) => l.customerId === customer.id && l.status === 'overdue')) {
      throw invalid(`Customer ${customer.id} has no overdue loan.`);
    }
    const previous = calls().filter((c) => c.campaign === type && c.customerId === customer.id).length;
    if (previous >= Number(campaign.maxAttempts))
      throw invalid(`Customer ${customer.id} has had ${previous} ${type} calls, the most this campaign makes.`);
    campaign.calls = Number(campaign.calls ?? 0) + 1;
    return ctx.insert('ivrCalls', {
      campaign: type,
      customerId: customer.id,
      mobilePhone: customer.mobilePhone,
      status: 'queued',
      attempt: previous + 1,
      createdAt: ctx.nowIso(),
      createdBy: staffName(call),
      notifiedAt: null,
    });
  };
  for (const type of IVR_CAMPAIGNS) routes.id(`communication.ivr/${type}`, queue(type));

  // The provider's result for a queued call (public callback, signed with the provider's secret), or the
  // result staff of the communication area enter by hand when the provider is down. Anyone else could
  // mark a customer's collection call answered, so an unsigned call from nobody is refused.
  routes.id('communication.ivr/notify', (call) => {
    const callId = id(call.body.callId ?? '', 'callId');
    const result = optStr(call.body, 'result') ?? '';
    const byStaff = call.caller.kind === 'staff' && canRole(call.caller.staff.role, 'communication');
    if (!byStaff) checkSignature('ivr', call.body.signature, [callId, result]);
    const record = calls().find((c) => c.id === callId);
    if (!record) throw invalid(`Call ${callId} does not exist.`);
    if (!(IVR_RESULTS as readonly string[]).includes(result)) throw invalid(`result must be one of ${IVR_RESULTS.join(', ')}.`);
    if (record.status !== 'queued') throw invalid(`Call ${callId} has its result already.`);
    Object.assign(record, { status: result, notifiedAt: ctx.nowIso() });
    ctx.changed();
    return record;
  });
}
