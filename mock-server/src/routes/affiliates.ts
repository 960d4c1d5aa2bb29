import type { Context } from '../context.ts';
import type { Row } from '../types.ts';
import { invalid } from '../http.ts';
import { id, optNum, str } from '../validate.ts';
import { crud } from './crud.ts';
import type { Routes } from './define.ts';
import { newest } from './staff-helpers.ts';

export const CONVERSION_STEPS = ['lead', 'registration', 'application', 'loanIssued'];

/** Affiliate campaigns (CRUD, distinct names), conversion steps (public) and the staff view of clicks. */
export function registerAffiliateRoutes(routes: Routes, ctx: Context): void {
  const campaigns = crud(ctx, 'campaigns', 'Campaign');
  const nameTaken = (name: string, except?: number) => campaigns.list((c) => c.name === name && c.id !== except).length > 0;
  routes.id('customer.affiliate/campaign', () => campaigns.list());
  routes.id('customer.affiliate/campaign.post', (call) => {
    const name = str(call.body, 'name');
    if (nameTaken(name)) throw invalid(`A campaign named ${name} exists already.`);
    return campaigns.create(call, ['name'], { active: call.body.active ?? true });
  });
  routes.id('customer.affiliate/campaign.put', (call) => {
    const row = campaigns.get(call);
    if (typeof call.body.name === 'string' && nameTaken(call.body.name, row.id as number)) throw invalid(`A campaign named ${call.body.name} exists already.`);
    return campaigns.update(call);
  });
  routes.id('customer.affiliate/campaign.delete', (call) => campaigns.remove(call));

  routes.id('customer.affiliate/conversionStep', (call) => {
    const step = str(call.body, 'step');
    if (!CONVERSION_STEPS.includes(step)) throw invalid(`step must be one of ${CONVERSION_STEPS.join(', ')}.`);
    const campaignId = optNum(call.body, 'campaignId');
    if (campaignId !== undefined) campaigns.find(campaignId);
    return ctx.insert('affiliateConversions', { uniqueClientId: str(call.body, 'uniqueClientId'), step, campaignId: campaignId ?? null, createdAt: ctx.nowIso() });
  });
  routes.id('customer.affiliate/clicks', (call) => {
    const campaignId = call.query.campaignId === undefined ? undefined : id(call.query.campaignId, 'campaignId');
    const mine = (rows: Row[]) => (campaignId === undefined ? rows : rows.filter((r) => r.campaignId === campaignId));
    return { clicks: newest(mine(ctx.rows('affiliateClicks'))).slice(0, 200), conversions: newest(mine(ctx.rows('affiliateConversions'))).slice(0, 200) };
  });
}
