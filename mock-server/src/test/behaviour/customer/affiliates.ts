import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN, registered } from './common.ts';

const campaigns = (w: World) => w.ok('customer.affiliate/campaign');
const campaign = async (w: World, id: number) => (await campaigns(w)).find((c) => c.id === id);
const activity = (w: World) => w.ok('customer.affiliate/clicks');

/** Affiliate campaigns, their cost models, and the clicks and conversions the site reports. */
export const affiliateCases: Cases<'customer'> = {
  'customer.affiliate/campaign': {
    reads: 'the affiliate campaigns of the seed with their cost models',
    call: {},
    check: ({ data }) => {
      expect(data.find((c) => c.id === 3)).toMatchObject({ name: 'Affiliate 3', costModel: 'tier', country: 'GB', active: true });
      expect(data.filter((c) => !c.active).map((c) => c.id)).toEqual(expect.arrayContaining([1, 5, 9]));
    },
    refuses: [{ call: { as: 'agent' }, status: 403, message: FORBIDDEN }],
  },
  'customer.affiliate/campaign.post': {
    does: 'creates an active campaign',
    call: { data: { name: 'Spring leads', partner: 'LeadCo', country: 'GB', costModel: 'lead', cost: 12 } },
    readBack: campaigns,
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ name: 'Spring leads', partner: 'LeadCo', costModel: 'lead', cost: 12, active: true });
    },
    refuses: [
      { call: { data: { name: 'Affiliate 2' } }, status: 422, message: 'A campaign named Affiliate 2 exists already.' },
      { call: { data: { name: 'Bad cost', cost: -1 } }, status: 422, message: 'cost must be more than 0.' },
      { call: { data: { name: 'Agent campaign' }, as: 'agent' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.affiliate/campaign.put': {
    does: 'changes the fields of the campaign form; its cost model’s details stay the cost-model calls’',
    call: { data: { id: 4, active: false, partner: 'New partner', costModelDetails: { amount: 1 } } as never },
    readBack: (w) => campaign(w, 4),
    check: (after, before) => {
      expect(before).toMatchObject({ active: true });
      expect(after).toMatchObject({ name: 'Affiliate 4', active: false, partner: 'New partner' });
      expect(after?.costModelDetails).toEqual(before?.costModelDetails);
    },
    refuses: [
      { call: { data: { id: 4, name: 'Affiliate 2' } }, status: 422, message: 'A campaign named Affiliate 2 exists already.' },
      { call: { data: { id: 4, costModel: 'free' as never } }, status: 422, message: 'costModel must be one of lead, tier, date.' },
      { call: { data: { id: 4, name: '' } }, status: 422, message: 'name is required.' },
    ],
  },
  'customer.affiliate/campaign.delete': {
    does: 'deletes a campaign',
    call: async (w) => ({ params: { id: (await w.ok('customer.affiliate/campaign.post', { data: { name: 'Short campaign' } })).id } }),
    readBack: async (w) => (await campaigns(w)).map((c) => c.name),
    check: (after, before) => {
      expect(before).toContain('Short campaign');
      expect(after).not.toContain('Short campaign');
    },
    refuses: [{ call: { params: { id: 999 } }, status: 422, message: 'Campaign 999 does not exist.' }],
  },
  'customer.affiliate/costModel/lead': {
    does: 'pays a campaign an amount per lead',
    call: { data: { campaignId: 6, amount: 7.5 } },
    readBack: (w) => campaign(w, 6),
    check: (after) => {
      expect(after).toMatchObject({ costModel: 'lead', cost: 7.5, costModelDetails: { amount: 7.5 } });
    },
    refuses: [
      { call: { data: { campaignId: 6 } }, status: 422, message: 'amount is required.' },
      { call: { data: { campaignId: 6, amount: 0 } }, status: 422, message: 'amount must be more than 0.' },
    ],
  },
  'customer.affiliate/costModel/tier': {
    does: 'pays a campaign by tiers of leads',
    call: {
      data: {
        campaignId: 8,
        tiers: [
          { from: 1, amount: 10 },
          { from: 100, amount: 8 },
        ],
      },
    },
    readBack: (w) => campaign(w, 8),
    check: (after) => {
      expect(after).toMatchObject({
        costModel: 'tier',
        cost: 10,
        costModelDetails: {
          tiers: [
            { from: 1, amount: 10 },
            { from: 100, amount: 8 },
          ],
        },
      });
    },
    refuses: [
      {
        call: {
          data: {
            campaignId: 8,
            tiers: [
              { from: 50, amount: 10 },
              { from: 10, amount: 8 },
            ],
          },
        },
        status: 422,
        message: 'Tier 2 must start above tier 1 (from 50).',
      },
      { call: { data: { campaignId: 8, tiers: [] } }, status: 422, message: 'tiers needs at least one tier.' },
    ],
  },
  'customer.affiliate/costModel/date': {
    does: 'pays a campaign an amount for a period',
    call: { data: { campaignId: 10, from: '2026-01-01', to: '2026-03-31', amount: 900 } },
    readBack: (w) => campaign(w, 10),
    check: (after) => {
      expect(after).toMatchObject({
        costModel: 'date',
        cost: 900,
        costModelDetails: { from: '2026-01-01', to: '2026-03-31', amount: 900 },
      });
    },
    refuses: [
      {
        call: { data: { campaignId: 10, from: '2026-03-31', to: '2026-01-01', amount: 900 } },
        status: 422,
        message: 'The end date 2026-01-01 is before the start date 2026-03-31.',
      },
    ],
  },
  'customer.affiliateClick': {
    does: 'records a click from an affiliate’s link, with its campaign',
    call: {
      data: {
        uniqueClientId: 'client-click-1',
        history: [{ occuredAt: '2026-11-01T10:00:00.000Z', fullUri: 'https://pronto.example/?campaignId=2&utm_source=banner' }],
      },
    },
    readBack: async (w) => (await activity(w)).clicks,
    check: (after, before, answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ id: answer.data.id, uniqueClientId: 'client-click-1', campaignId: 2, customerId: null });
    },
    refuses: [{ call: { data: { uniqueClientId: '', history: [] } }, status: 422, message: 'uniqueClientId is required.' }],
  },
  'customer.affiliateAttach': {
    does: 'gives the clicks of the customer’s browser to the customer who registered from it',
    call: async (w) => {
      await w.ok('customer.affiliateClick', { data: { uniqueClientId: 'client-attach-1', history: [] } });
      const who = await registered(w);
      return { data: { uniqueClientId: 'client-attach-1', history: [] }, as: who.as };
    },
    readBack: async (w) => (await activity(w)).clicks.filter((c) => c.uniqueClientId === 'client-attach-1').map((c) => c.customerId),
    check: (after, before, answer) => {
      expect(before).toEqual([null]);
      expect(after).toEqual([expect.any(Number)]);
      expect(answer.data).toEqual({ attached: 1 });
    },
    refuses: [{ call: { data: { uniqueClientId: 'client-attach-1', history: [] }, as: 'admin' }, status: 403, message: FORBIDDEN }],
  },
  'customer.affiliate/conversionStep': {
    does: 'records a conversion step of an affiliate’s visitor',
    call: { data: { uniqueClientId: 'client-click-1', step: 'registration', campaignId: 2 } },
    readBack: async (w) => (await activity(w)).conversions,
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ uniqueClientId: 'client-click-1', step: 'registration', campaignId: 2 });
    },
    refuses: [
      {
        call: { data: { uniqueClientId: 'client-click-1', step: 'bought' } },
        status: 422,
        message: 'step must be one of lead, registration, application, loanIssued.',
      },
      {
        call: { data: { uniqueClientId: 'client-click-1', step: 'lead', campaignId: 999 } },
        status: 422,
        message: 'Campaign 999 does not exist.',
      },
    ],
  },
  'customer.affiliate/clicks': {
    reads: 'the clicks and conversions of one campaign, newest first',
    call: { params: { campaignId: 2 } },
    check: ({ data }) => {
      expect(data.clicks.map((c) => c.uniqueClientId)).toContain('client-click-1');
      expect(data.clicks.every((c) => c.campaignId === 2)).toBe(true);
      expect(data.conversions.map((c) => c.step)).toContain('registration');
    },
  },
};
