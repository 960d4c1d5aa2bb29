import type { CreateParams, DeleteParams, RaRecord, UpdateParams } from 'react-admin';
import { IDS } from './ids.ts';
import { rpc } from './rpc.ts';

export interface AffiliateActivity {
  clicks: { id: number; uniqueClientId: string; customerId: number | null; createdAt: string }[];
  conversions: { id: number; uniqueClientId: string; step: string; createdAt: string }[];
}

/** Clicks and conversion steps of a campaign; its cost model. */
export const affiliateRpc = {
  affiliateActivity: (_: string, p: { campaignId: number }) => rpc<AffiliateActivity>(IDS.affiliateClicks, { params: p, silent: true }),
  /** Sets a campaign's cost model (lead, tier or date); answers the campaign. */
  setCostModel: (_: string, p: { campaignId: number; form: CostModelForm }) => {
    const c = costModelCall(p.campaignId, p.form);
    return rpc<RaRecord>(c.id, { data: c.data });
  },
};

/** Campaign writes go through the catalogue calls (distinct names). */
export const campaignWrites = {
  create: (params: CreateParams) => rpc<RaRecord>(IDS.campaignCreate, { data: params.data }).then((data) => ({ data })),
  update: (params: UpdateParams) => rpc<RaRecord>(IDS.campaignUpdate, { data: { ...params.data, id: Number(params.id) } }).then((data) => ({ data })),
  delete: (params: DeleteParams) => rpc<RaRecord>(IDS.campaignDelete, { params: { id: Number(params.id) } }).then((data) => ({ data })),
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
export function costModelCall(campaignId: number, form: CostModelForm): { id: string; data: Record<string, unknown> } {
  if (form.costModel === 'tier') return { id: IDS.costModelTier, data: { campaignId, tiers: (form.tiers ?? []).map(({ from, amount }) => ({ from, amount })) } };
  if (form.costModel === 'date') return { id: IDS.costModelDate, data: { campaignId, from: form.from, to: form.to, amount: form.amount } };
  return { id: IDS.costModelLead, data: { campaignId, amount: form.amount } };
}
