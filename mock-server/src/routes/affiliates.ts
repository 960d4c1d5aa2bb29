import type { AffiliateActivity, Campaign } from '@pronto/api';
import type { Context } from '../context.ts';
import type { Row, Stored } from '../types.ts';
import { invalid } from '../http.ts';
import { bool, id, isoDate, list, num, optNum, str } from '../validate.ts';
import { crud } from './crud.ts';
import type { Routes } from './define.ts';
import { newest } from './staff-helpers.ts';

export const CONVERSION_STEPS = ['lead', 'registration', 'application', 'loanIssued'];
const COST_MODELS = ['lead', 'tier', 'date'];
/** The fields of the campaign form (CampaignWrite) besides `active`. */
const CAMPAIGN_FIELDS = ['name', 'partner', 'country', 'costModel', 'cost'] as const;

/** Affiliate campaigns (CRUD, distinct names), conversion steps (public) and the staff view of clicks. */
export function registerAffiliateRoutes(routes: Routes, ctx: Context): void {
  const campaigns = crud<Campaign>(ctx, 'campaigns', 'Campaign');
  const nameTaken = (name: string, except?: number) => campaigns.list((c) => c.name === name && c.id !== except).length > 0;
  routes.id('customer.affiliate/campaign', () => campaigns.list());
  // The cost fields a campaign form may send: a known model and an amount above 0 (the cost-model calls set details).
  const checkCost = (body: Record<string, unknown>) => {
    if (body.costModel !== undefined && body.costModel !== null && !COST_MODELS.includes(String(body.costModel)))
      throw invalid(`costModel must be one of ${COST_MODELS.join(', ')}.`);
    if (body.cost !== undefined && body.cost !== null && body.cost !== '') positive(body, 'cost');
  };
  // Only the campaign form's fields are kept: the console sends the whole row back on an edit, and the
  // cost model's details are the cost-model calls' to set.
  const editable = (body: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const field of CAMPAIGN_FIELDS) if (body[field] !== undefined) out[field] = body[field];
    const active = bool(body, 'active');
    if (active !== undefined) out.active = active;
    return out;
  };
  routes.id('customer.affiliate/campaign.post', (call) => {
    checkCost(call.body);
    const name = str(call.body, 'name');
    if (nameTaken(name)) throw invalid(`A campaign named ${name} exists already.`);
    return ctx.insert('campaigns', { active: true, ...editable(call.body), createdAt: ctx.nowIso() }) as unknown as Stored<Campaign>;
  });
  routes.id('customer.affiliate/campaign.put', (call) => {
    const row = campaigns.get(call);
    checkCost(call.body);
    if (call.body.name !== undefined) {
      const name = str(call.body, 'name');
      if (nameTaken(name, row.id)) throw invalid(`A campaign named ${name} exists already.`);
    }
    Object.assign(row, editable(call.body), { updatedAt: ctx.nowIso() });
    ctx.changed();
    return row;
  });
  routes.id('customer.affiliate/campaign.delete', (call) => campaigns.remove(call));

  registerCostModelRoutes(routes, campaigns.find, ctx);

  routes.id('customer.affiliate/conversionStep', (call) => {
    const step = str(call.body, 'step');
    if (!CONVERSION_STEPS.includes(step)) throw invalid(`step must be one of ${CONVERSION_STEPS.join(', ')}.`);
    const campaignId = optNum(call.body, 'campaignId');
    if (campaignId !== undefined) campaigns.find(campaignId);
    return ctx.insert('affiliateConversions', {
      uniqueClientId: str(call.body, 'uniqueClientId'),
      step,
      campaignId: campaignId ?? null,
      createdAt: ctx.nowIso(),
    });
  });
  routes.id('customer.affiliate/clicks', (call) => {
    const campaignId = call.query.campaignId === undefined ? undefined : id(call.query.campaignId, 'campaignId');
    const mine = <T extends Row>(rows: T[]) => (campaignId === undefined ? rows : rows.filter((r) => r.campaignId === campaignId));
    return {
      clicks: newest(mine(ctx.rows<AffiliateActivity['clicks'][number]>('affiliateClicks'))).slice(0, 200),
      conversions: newest(mine(ctx.rows<AffiliateActivity['conversions'][number]>('affiliateConversions'))).slice(0, 200),
    };
  });
}

/** A money amount of a cost model: a number above 0. */
function positive(body: Record<string, unknown>, field: string, label = field): number {
  const value = num(body, field);
  if (value <= 0) throw invalid(`${label} must be more than 0.`);
  return Math.round(value * 100) / 100;
}

/**
 * Cost models of a campaign: per lead (one amount), tiered (amounts from a number of leads on, the tiers
 * in rising order) or by date (an amount for a period whose end is not before its start).
 */
function registerCostModelRoutes(routes: Routes, findCampaign: (campaignId: number) => Stored<Campaign>, ctx: Context): void {
  const set = (campaignId: unknown, costModel: string, cost: number, details: Record<string, unknown>) => {
    const campaign = findCampaign(id(campaignId, 'campaignId'));
    Object.assign(campaign, { costModel, cost, costModelDetails: details, updatedAt: ctx.nowIso() });
    ctx.changed();
    return campaign;
  };
  routes.id('customer.affiliate/costModel/lead', (call) => {
    const amount = positive(call.body, 'amount');
    return set(call.body.campaignId, 'lead', amount, { amount });
  });
  routes.id('customer.affiliate/costModel/tier', (call) => {
    const tiers = list(call.body, 'tiers');
    if (tiers.length === 0) throw invalid('tiers needs at least one tier.');
    let previous = 0;
    const clean = tiers.map((tier, i) => {
      if (tier === null || typeof tier !== 'object' || Array.isArray(tier)) throw invalid(`Tier ${i + 1} must have from and amount.`);
      const body = tier as Record<string, unknown>;
      const from = num(body, 'from');
      if (!Number.isInteger(from) || from < 1) throw invalid(`Tier ${i + 1}: from must be a whole number of leads, 1 or more.`);
      if (from <= previous) throw invalid(`Tier ${i + 1} must start above tier ${i} (from ${previous}).`);
      previous = from;
      return { from, amount: positive(body, 'amount', `Tier ${i + 1}: amount`) };
    });
    return set(call.body.campaignId, 'tier', clean[0]?.amount ?? 0, { tiers: clean });
  });
  routes.id('customer.affiliate/costModel/date', (call) => {
    const from = isoDate(call.body, 'from');
    const to = isoDate(call.body, 'to');
    if (to < from) throw invalid(`The end date ${to} is before the start date ${from}.`);
    const amount = positive(call.body, 'amount');
    return set(call.body.campaignId, 'date', amount, { from, to, amount });
  });
}
