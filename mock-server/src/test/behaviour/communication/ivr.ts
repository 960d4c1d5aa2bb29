import { expect } from 'vitest';
import type { IvrCall, IvrCampaign, IvrCampaignType } from '@pronto/api';
import { providerSignature } from '../../../routes/provider-signature.ts';
import type { Cases, World } from '../harness.ts';
import { CUSTOMER, type Paged } from './books.ts';

/*
 * Automated calls. The seed: the welcome and collection campaigns run, the unanswered one is stopped;
 * eight collection calls to customers with overdue loans. Customer 21 refused phone calls; customer 6
 * has an overdue loan, customer 8 none. The campaign is started before its calls are queued.
 */

const FORBIDDEN = 'You are not allowed to do this.';

async function campaign(w: World, type: IvrCampaignType): Promise<IvrCampaign | undefined> {
  const found = (await w.ok('communication.ivr/searchCampaigns', { data: { filter: { type } } })) as Paged<IvrCampaign>;
  return found.items[0];
}

async function callsOf(w: World, customerId: number, type: IvrCampaignType): Promise<IvrCall[]> {
  const found = (await w.ok('communication.ivr/searchCalls', { data: { filter: { customerId, campaign: type } } })) as Paged<IvrCall>;
  return found.items;
}

/** A queued call's result as it reads back. */
async function status(w: World, callId: number): Promise<string | undefined> {
  const found = (await w.ok('communication.ivr/searchCalls', { data: { filter: { id: callId } } })) as Paged<IvrCall>;
  return found.items[0]?.status;
}

export const ivrCases: Cases<'communication'> = {
  'communication.ivr/searchCampaigns': {
    reads: 'the three campaigns: welcome and collection running, unanswered stopped',
    call: { data: { sort: 'id' } },
    check: ({ data }) => {
      const page = data as Paged<IvrCampaign>;
      expect(page.items.map((c) => [c.type, c.state])).toEqual([
        ['welcome', 'running'],
        ['unanswered', 'stopped'],
        ['collection', 'running'],
      ]);
      expect(page.items[2]).toMatchObject({ startHour: 8, endHour: 21, maxAttempts: 5, calls: 8 });
    },
  },
  'communication.ivr/searchCalls': {
    reads: "the seed's eight collection calls, each with its result",
    call: { data: { filter: { campaign: 'collection' } } },
    check: ({ data }) => {
      const page = data as Paged<IvrCall>;
      expect(page.total).toBe(8);
      expect(new Set(page.items.map((c) => c.status))).toEqual(new Set(['answered', 'unanswered', 'busy', 'queued']));
    },
  },
  'communication.ivr/start': {
    does: 'starts a stopped campaign',
    call: { data: { campaign: 'unanswered' } },
    readBack: async (w) => (await campaign(w, 'unanswered'))?.state,
    check: (after, before) => expect([before, after]).toEqual(['stopped', 'running']),
    refuses: [
      { call: { data: { campaign: 'welcome' } }, status: 422, message: 'The welcome campaign is running already.' },
      {
        call: { data: { campaign: 'robocall' as IvrCampaignType } },
        status: 422,
        message: 'campaign must be one of welcome, unanswered, collection.',
      },
      { call: { as: 'agent', data: { campaign: 'unanswered' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.ivr/welcome': {
    does: 'queues a welcome call to the customer',
    call: { data: { customerId: CUSTOMER.id } },
    readBack: async (w) => callsOf(w, CUSTOMER.id, 'welcome'),
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ mobilePhone: CUSTOMER.phone, status: 'queued', attempt: 1, notifiedAt: null });
    },
    refuses: [{ call: { data: { customerId: 21 } }, status: 422, message: 'Customer 21 does not allow phone calls.' }],
  },
  'communication.ivr/unanswered': {
    does: 'queues a call back after an unanswered call, now that the campaign runs',
    call: { data: { customerId: CUSTOMER.id } },
    readBack: async (w) => callsOf(w, CUSTOMER.id, 'unanswered'),
    check: (after, before) => {
      expect(before).toEqual([]);
      expect(after[0]).toMatchObject({ campaign: 'unanswered', status: 'queued', createdBy: 'admin@pronto.test' });
    },
    refuses: [{ call: { data: { customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },
  'communication.ivr/collection': {
    does: 'queues a collection call to a customer with an overdue loan (an agent of collections may)',
    call: { as: 'agent', data: { customerId: 6 } },
    readBack: async (w) => callsOf(w, 6, 'collection'),
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ status: 'queued', attempt: before.length + 1, createdBy: 'agent@pronto.test' });
    },
    refuses: [{ call: { as: 'agent', data: { customerId: CUSTOMER.id } }, status: 422, message: 'Customer 8 has no overdue loan.' }],
  },
  'communication.ivr/notify': {
    does: "records the provider's signed result of a queued call",
    call: async (w) => {
      const queued = await w.ok('communication.ivr/welcome', { data: { customerId: 9 } });
      return {
        as: 'public',
        data: { callId: queued.id, result: 'answered', signature: providerSignature('ivr', [queued.id, 'answered']) },
      };
    },
    readBack: async (w, opts) => status(w, opts.data?.callId ?? 0),
    check: (after, before) => expect([before, after]).toEqual(['queued', 'answered']),
    refuses: [
      // Anyone could otherwise mark a customer's collection call answered.
      {
        call: async (w) => {
          const queued = await w.ok('communication.ivr/welcome', { data: { customerId: 10 } });
          return { as: 'public', data: { callId: queued.id, result: 'answered' } };
        },
        status: 401,
        message: 'Authorization Error',
      },
    ],
  },
  'communication.ivr/set': {
    does: "changes a campaign's calling hours and attempts",
    call: { data: { campaign: 'welcome', startHour: 10, endHour: 19, maxAttempts: 4 } },
    readBack: async (w) => campaign(w, 'welcome'),
    check: (after) => expect(after).toMatchObject({ startHour: 10, endHour: 19, maxAttempts: 4, updatedBy: 'admin@pronto.test' }),
    refuses: [
      {
        call: { data: { campaign: 'welcome', startHour: 18, endHour: 9 } },
        status: 422,
        message: 'The calling hours must start before they end.',
      },
      {
        call: { data: { campaign: 'welcome', maxAttempts: 11 } },
        status: 422,
        message: 'maxAttempts must be a whole number from 1 to 10.',
      },
      { call: { as: 'reporter', data: { campaign: 'welcome', maxAttempts: 3 } }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.ivr/stop': {
    does: 'stops a running campaign: no call is queued until it starts again',
    call: { data: { campaign: 'welcome' } },
    readBack: async (w) => (await campaign(w, 'welcome'))?.state,
    check: async (after, before, _answer, w) => {
      expect([before, after]).toEqual(['running', 'stopped']);
      const refused = await w.call('communication.ivr/welcome', { data: { customerId: 11 } });
      expect(refused.errors[0]?.message).toBe('The welcome campaign is stopped; start it first.');
    },
    refuses: [{ call: { as: 'agent', data: { campaign: 'welcome' } }, status: 403, message: FORBIDDEN }],
  },
};
