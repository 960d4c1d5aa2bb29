import type { CreateParams, DeleteParams, RaRecord, UpdateParams } from 'react-admin';
import { IDS } from './ids.ts';
import { rpc } from './rpc.ts';

export interface AffiliateActivity {
  clicks: { id: number; uniqueClientId: string; customerId: number | null; createdAt: string }[];
  conversions: { id: number; uniqueClientId: string; step: string; createdAt: string }[];
}

/** Clicks and conversion steps of a campaign. */
export const affiliateRpc = {
  affiliateActivity: (_: string, p: { campaignId: number }) => rpc<AffiliateActivity>(IDS.affiliateClicks, { params: p, silent: true }),
};

/** Campaign writes go through the catalogue calls (distinct names). */
export const campaignWrites = {
  create: (params: CreateParams) => rpc<RaRecord>(IDS.campaignCreate, { data: params.data }).then((data) => ({ data })),
  update: (params: UpdateParams) => rpc<RaRecord>(IDS.campaignUpdate, { data: { ...params.data, id: Number(params.id) } }).then((data) => ({ data })),
  delete: (params: DeleteParams) => rpc<RaRecord>(IDS.campaignDelete, { params: { id: Number(params.id) } }).then((data) => ({ data })),
};
