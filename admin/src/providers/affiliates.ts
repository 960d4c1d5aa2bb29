import type { CampaignWrite, CostModel, RequestOf } from '@pronto/api';
import type { ResourceMethods } from './byResource.ts';
import { rpc } from './rpc.ts';

export type { AffiliateActivity, CostModel } from '@pronto/api';

/** Clicks and conversion steps of a campaign; its cost model. */
export const affiliateRpc = {
  affiliateActivity: (_: string, p: { campaignId: number }) => rpc('customer.affiliate/clicks', { params: p, silent: true }),
  /** Sets a campaign's cost model (lead, tier or date); answers the campaign. */
  setCostModel: (_: string, p: { campaignId: number; form: CostModelForm }) => {
    const c = costModelCall(p.campaignId, p.form);
    return rpc(c.id, { data: c.data });
  },
};

/** Campaign writes go through the catalogue calls (distinct names). */
export const campaigns: ResourceMethods = {
  // The create form's values: the form requires the name (react-admin types values loosely); the API checks again.
  create: (_, params) =>
    rpc('customer.affiliate/campaign.post', { data: params.data as CampaignWrite & { name: string } }).then((data) => ({ data })),
  update: (_, params) =>
    rpc('customer.affiliate/campaign.put', { data: { ...params.data, id: Number(params.id) } }).then((data) => ({ data })),
  delete: (_, params) => rpc('customer.affiliate/campaign.delete', { params: { id: Number(params.id) } }).then((data) => ({ data })),
};

/** What the cost-model form holds: the model and the fields of that model. */
export interface CostModelForm {
  costModel: CostModel;
  amount?: number;
  from?: string;
  to?: string;
  tiers?: { from: number; amount: number }[];
}

type CostModelId = 'customer.affiliate/costModel/lead' | 'customer.affiliate/costModel/tier' | 'customer.affiliate/costModel/date';
/** One cost-model call: its id and that id's body. */
type CostModelCall = { [Id in CostModelId]: { id: Id; data: RequestOf<Id> } }[CostModelId];

/** The cost-model form -> the catalogue call of its model and that call's body (only the model's own fields). */
export function costModelCall(campaignId: number, form: CostModelForm): CostModelCall {
  if (form.costModel === 'tier')
    return {
      id: 'customer.affiliate/costModel/tier',
      data: { campaignId, tiers: (form.tiers ?? []).map(({ from, amount }) => ({ from, amount })) },
    };
  if (form.costModel === 'date')
    return { id: 'customer.affiliate/costModel/date', data: { campaignId, from: form.from, to: form.to, amount: form.amount } };
  return { id: 'customer.affiliate/costModel/lead', data: { campaignId, amount: form.amount } };
}
