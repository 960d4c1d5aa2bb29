import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN, REASON_REQUIRED, row, rows, staffCustomer } from './common.ts';

const statuses = async (w: World, customerId: number) => (await w.ok('customer.status', { params: { customerId } })).map((s) => s.status);
const subStatuses = async (w: World, customerId: number) => rows(await w.ok('customer.subStatus.get', { params: { customerId } }));

/** Whether a customer is deleted, and whether the search (filtered by id) still finds them. */
const deletedAndFound = async (w: World, customerId: number) => ({
  deleted: (await staffCustomer(w, customerId)).deleted,
  found: (await w.ok('customer.search', { data: { filter: { id: customerId }, page: 1, perPage: 25 } })).total,
});

/** The customer's status, sub-statuses, flags (blacklist, VIP, deleted) and application stage. */
export const statusCases: Cases<'customer'> = {
  'customer.subStatus': {
    does: 'adds a sub-status under the customer’s status',
    call: { data: { customerId: 6, subStatus: 'Payment plan', note: 'Pays on Fridays' } },
    readBack: (w) => subStatuses(w, 6),
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({
        subStatus: 'paymentPlan',
        status: 'internalCollection',
        note: 'Pays on Fridays',
        createdBy: 'admin@pronto.test',
      });
    },
    refuses: [
      {
        call: { data: { customerId: 6, subStatus: 'sleepy' } },
        status: 422,
        message: /^Unknown sub-status "sleepy": use one of awaitingDocuments/,
      },
      { call: { data: { customerId: 6, subStatus: 'paymentPlan' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.subStatus.get': {
    reads: 'the sub-statuses of a customer, newest first',
    call: async (w) => {
      await w.ok('customer.subStatus', { data: { customerId: 63, subStatus: 'identityCheck' } });
      await w.ok('customer.subStatus', { data: { customerId: 63, subStatus: 'paymentPlan' } });
      return { params: { customerId: 63 } };
    },
    check: ({ data }) => {
      expect(rows(data).map((s) => s.subStatus)).toEqual(['paymentPlan', 'identityCheck']);
    },
  },
  'customer.status': {
    reads: 'the status history of a customer, oldest first, ending at the current one',
    call: { params: { customerId: 4 } },
    check: ({ data }) => {
      expect(data[0]?.status).toBe('new');
      expect(data.at(-1)?.status).toBe('systemApproved');
    },
  },
  'customer.status.post': {
    does: 'sets the customer’s status, recording who set it',
    call: { data: { customerId: 45, status: 'approved' } },
    readBack: async (w, opts) => (await w.ok('customer.status', { params: { customerId: opts.data?.customerId ?? 0 } })).at(-1),
    check: (after, before) => {
      expect(before?.status).toBe('securityChecked');
      expect(after).toMatchObject({ status: 'approved', createdBy: 'admin@pronto.test' });
    },
    refuses: [
      { call: { data: { customerId: 45, status: 'sleepy' as never } }, status: 422, message: 'Unknown status "sleepy".' },
      {
        call: { data: { customerId: 10, status: 'approved' } },
        status: 422,
        message: /^Customer 10 to approved goes against the arrears rule \(their loans are \d+ days past due\): please give a reason\.$/,
      },
      { call: { data: { customerId: 45, status: 'approved' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.bulk/status': {
    does: 'sets the status of every customer chosen',
    call: { data: { customerIds: [77, 117], status: 'approved' } },
    readBack: async (w) => [(await statuses(w, 77)).at(-1), (await statuses(w, 117)).at(-1)],
    check: (after, before) => {
      expect(before).toEqual(['securityChecked', 'securityChecked']);
      expect(after).toEqual(['approved', 'approved']);
    },
    refuses: [
      { call: { data: { customerIds: [77, 99999], status: 'approved' } }, status: 422, message: 'Customer 99999 does not exist.' },
      { call: { data: { customerIds: [], status: 'approved' } }, status: 422, message: 'Choose at least one customer.' },
    ],
  },
  'customer.collectionStatus': {
    does: 'sets the customer’s collection status',
    call: { data: { customerId: 63, collectionStatus: 'external' } },
    readBack: async (w) => (await staffCustomer(w, 63)).collectionStatus,
    check: (after, before) => {
      expect([before, after]).toEqual(['internal', 'external']);
    },
    refuses: [
      {
        call: { data: { customerId: 63, collectionStatus: 'sleeping' } },
        status: 422,
        message: 'collectionStatus must be internal, external, legal or null.',
      },
      { call: { data: { customerId: 63, collectionStatus: 'legal' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.status/blacklist': {
    does: 'sets the blacklist flag as sent, with a reason',
    call: { data: { customerId: 31, blacklisted: true, reason: 'Fraud team' } },
    readBack: async (w) => (await staffCustomer(w, 31)).blacklisted,
    check: (after, before) => {
      expect([before, after]).toEqual([false, true]);
    },
    refuses: [
      { call: { data: { customerId: 31, blacklisted: true } }, status: 422, message: REASON_REQUIRED },
      {
        call: { data: { customerId: 31, blacklisted: false, reason: 'Clear it' } },
        status: 422,
        message: 'Customer 31 is not on the blacklist.',
      },
    ],
  },
  'customer.blacklist/add': {
    does: 'puts a customer on the blacklist, with a reason',
    call: { data: { customerId: 33, reason: 'Stolen identity' } },
    readBack: async (w) => (await staffCustomer(w, 33)).blacklisted,
    check: (after, before) => {
      expect([before, after]).toEqual([false, true]);
    },
    refuses: [
      { call: { data: { customerId: 33, reason: '' } }, status: 422, message: REASON_REQUIRED },
      { call: { data: { customerId: 95, reason: 'Again' } }, status: 422, message: 'Customer 95 is already on the blacklist.' },
      { call: { data: { customerId: 33, reason: 'Stolen identity' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.blacklist/remove': {
    does: 'takes a customer off the blacklist, with a reason',
    call: { data: { customerId: 92, reason: 'Cleared by the fraud team' } },
    readBack: async (w) => (await staffCustomer(w, 92)).blacklisted,
    check: (after, before) => {
      expect([before, after]).toEqual([true, false]);
    },
    refuses: [
      { call: { data: { customerId: 92 } as never }, status: 422, message: REASON_REQUIRED },
      { call: { data: { customerId: 1, reason: 'Cleared' } }, status: 422, message: 'Customer 1 is not on the blacklist.' },
    ],
  },
  'customer.status/vip': {
    does: 'makes a customer VIP',
    call: { data: { customerId: 36, vip: true } },
    readBack: async (w) => (await staffCustomer(w, 36)).vip,
    check: (after, before) => {
      expect([before, after]).toEqual([false, true]);
    },
    refuses: [
      { call: { data: { customerId: 36, vip: 'yes' as never } }, status: 422, message: 'vip must be true or false.' },
      { call: { data: { customerId: 36, vip: true }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.status/externalCollection': {
    does: 'moves a customer in arrears to external collection',
    call: { data: { customerId: 28, reason: 'No contact for 60 days' } },
    readBack: async (w) => {
      const c = await staffCustomer(w, 28);
      return { status: c.status, collectionStatus: c.collectionStatus };
    },
    check: (after, before) => {
      expect(before).toEqual({ status: 'internalCollection', collectionStatus: 'internal' });
      expect(after).toEqual({ status: 'externalCollection', collectionStatus: 'external' });
    },
    refuses: [
      { call: { data: { customerId: 28 } }, status: 422, message: REASON_REQUIRED },
      {
        call: { data: { customerId: 1, reason: 'Mistake' } },
        status: 422,
        message: 'Customer 1 has no overdue loan: only a customer in arrears goes to collection.',
      },
    ],
  },
  'customer.status/legalCollection': {
    does: 'moves a customer in arrears to legal collection',
    call: { data: { customerId: 85, reason: 'Court claim filed' } },
    readBack: async (w) => {
      const c = await staffCustomer(w, 85);
      return { status: c.status, collectionStatus: c.collectionStatus };
    },
    check: (after, before) => {
      expect(before).toEqual({ status: 'externalCollection', collectionStatus: 'external' });
      expect(after).toEqual({ status: 'legal', collectionStatus: 'legal' });
    },
    refuses: [
      { call: { data: { customerId: 85 } }, status: 422, message: REASON_REQUIRED },
      { call: { data: { customerId: 85, reason: 'Court claim filed' }, as: 'customer' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.softDelete': {
    does: 'hides the customer from the search and marks them deleted',
    call: { data: { customerId: 94, reason: 'Duplicate record' } },
    readBack: (w, opts) => deletedAndFound(w, Number(row(opts.data).customerId)),
    check: (after, before) => {
      expect(before).toEqual({ deleted: false, found: 1 });
      expect(after).toEqual({ deleted: true, found: 0 });
    },
    refuses: [
      { call: { data: { customerId: 94 } as never }, status: 422, message: REASON_REQUIRED },
      {
        call: async (w) => {
          await w.ok('customer.softDelete', { data: { customerId: 103, reason: 'Duplicate record' } });
          return { data: { customerId: 103, reason: 'Twice' } };
        },
        status: 422,
        message: 'Customer 103 is already deleted.',
      },
    ],
  },
  'customer.undelete': {
    does: 'brings a soft-deleted customer back into the search',
    call: async (w) => {
      await w.ok('customer.softDelete', { data: { customerId: 99, reason: 'Duplicate record' } });
      return { data: { customerId: 99, reason: 'Not a duplicate after all' } };
    },
    readBack: (w, opts) => deletedAndFound(w, Number(row(opts.data).customerId)),
    check: (after, before) => {
      expect(before).toEqual({ deleted: true, found: 0 });
      expect(after).toEqual({ deleted: false, found: 1 });
    },
    refuses: [
      { call: { data: { customerId: 99 } as never }, status: 422, message: REASON_REQUIRED },
      { call: { data: { customerId: 1, reason: 'Restore' } }, status: 422, message: 'Customer 1 is not deleted.' },
    ],
  },
  'customer.customerStage': {
    reads: 'the application stage a status means, and who set it by hand (nobody)',
    call: { params: { customerId: 34 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ stage: 'loanApplication', status: 'registered', setBy: null });
    },
  },
  'customer.customerStage.post': {
    does: 'sets the application stage by hand',
    call: { data: { customerId: 37, stage: 'review' } },
    readBack: (w) => w.ok('customer.customerStage', { params: { customerId: 37 } }),
    check: (after) => {
      expect(after).toMatchObject({ stage: 'review', setBy: 'admin@pronto.test' });
    },
    refuses: [
      {
        call: { data: { customerId: 37, stage: 'customer' } },
        status: 422,
        message: 'Unknown stage "customer": use one of phoneConfirmation, personalDetails, loanApplication, review.',
      },
      {
        call: { data: { customerId: 11, stage: 'review' } },
        status: 422,
        message: 'Customer 11 is declined: their stage follows their status.',
      },
    ],
  },
};
