import type { CallId } from '@pronto/api';
import type { CreateParams, DeleteParams, RaRecord, UpdateParams } from 'react-admin';
import { rpc } from './rpc.ts';

export interface AffiliateActivity {
  clicks: { id: number; uniqueClientId: string; customerId: number | null; createdAt: string }[];
  conversions: { id: number; uniqueClientId: string; step: string; createdAt: string }[];
}

/** Clicks and conversion steps of a campaign; its cost model. */
export const affiliateRpc = {
  affiliateActivity: (_: string, p: { campaignId: number }) =>
    rpc<AffiliateActivity>('customer.affiliate/clicks', { params: p, silent: true }),
  /** Sets a campaign's cost model (lead, tier or date); answers the campaign. */
  setCostModel: (_: string, p: { campaignId: number; form: CostModelForm }) => {
    const c = costModelCall(p.campaignId, p.form);
    return rpc<RaRecord>(c.id, { data: c.data });
  },
};

/** Campaign writes go through the catalogue calls (distinct names). */
export const campaignWrites = {
  create: (params: CreateParams) => rpc<RaRecord>('customer.affiliate/campaign.post', { data: params.data }).then((data) => ({ data })),
  update: (params: UpdateParams) =>
    rpc<RaRecord>('customer.affiliate/campaign.put', { data: { ...params.data, id: Number(params.id) } }).then((data) => ({ data })),
  delete: (params: DeleteParams) =>
    rpc<RaRecord>('customer.affiliate/campaign.delete', { params: { id: Number(params.id) } }).then((data) => ({ data })),
};

export type CostModel = 'lead' | 'tier' | 'date';

/** What the cost-model form holds: the model and the fields of that model. */
export interface CostModelForm {
  costModel: CostModel;
  amount?: number;
  from?: string;
  to?: string;
  tiers?: { from: number; amount: number }[];
}

/** The cost-model form -> the catalogue call of its model and that call's body (only the model's own fields). */
export function costModelCall(campaignId: number, form: CostModelForm): { id: CallId; data: Record<string, unknown> } {
  if (form.costModel === 'tier')
    return {
      id: 'customer.affiliate/costModel/tier',
      data: { campaignId, tiers: (form.tiers ?? []).map(({ from, amount }) => ({ from, amount })) },
    };
  if (form.costModel === 'date')
    return { id: 'customer.affiliate/costModel/date', data: { campaignId, from: form.from, to: form.to, amount: form.amount } };
  return { id: 'customer.affiliate/costModel/lead', data: { campaignId, amount: form.amount } };
}
