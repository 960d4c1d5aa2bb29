import { expect } from 'vitest';
import type { Permission, PermissionChannel, PermissionChange } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { CUSTOMER } from './books.ts';

/*
 * Communication permissions (may we contact the customer on a channel at all) and NCP permissions
 * (marketing on it). The seed: customer 21 refused phone calls and marketing SMS; customer 8 allows all.
 * A change is read back in the check, in the history, and in what the sends then do.
 */

const FORBIDDEN = 'You are not allowed to do this.';

const allowed = (rows: Permission[], channel: PermissionChannel) => rows.find((p) => p.channel === channel)?.allowed;

async function permissionsOf(w: World, kind: 'communication' | 'ncp', customerId: number = CUSTOMER.id) {
  return {
    now: await w.ok(`communication.${kind}Permission/check`, { params: { customerId } }),
    history: await w.ok(`communication.${kind}Permission/history`, { params: { customerId } }),
  };
}

type Read = Awaited<ReturnType<typeof permissionsOf>>;

/** The newest history entry is this change, by the caller, with its reason. */
function changed(after: Read, before: Read, change: Partial<PermissionChange>) {
  expect(after.history).toHaveLength(before.history.length + 1);
  expect(after.history[0]).toMatchObject(change);
}

export const permissionCases: Cases<'communication'> = {
  'communication.communicationPermission/check': {
    reads: "a customer's channels: customer 21 refused phone calls, the rest allowed",
    call: { as: 'agent', params: { customerId: 21 } },
    check: ({ data }) => {
      expect(data.map((p) => [p.channel, p.allowed])).toEqual([
        ['sms', true],
        ['email', true],
        ['phone', false],
        ['post', true],
      ]);
      expect(data[2]?.updatedBy).toBe('agent@pronto.test');
    },
    refuses: [{ call: { as: 'reporter', params: { customerId: 21 } }, status: 403, message: FORBIDDEN }],
  },
  'communication.communicationPermission/history': {
    reads: "the seed's change of customer 21: phone refused, asked on the phone",
    call: { params: { customerId: 21 } },
    check: ({ data }) =>
      expect(data).toMatchObject([{ channel: 'phone', action: 'remove', allowed: false, before: true, reason: 'Asked on the phone' }]),
  },
  'communication.communicationPermission/remove': {
    does: 'records that the customer refuses SMS: the check says so, and an SMS to them is refused',
    call: { as: 'agent', data: { customerId: CUSTOMER.id, channel: 'sms', reason: 'Asked by e-mail' } },
    readBack: async (w) => permissionsOf(w, 'communication'),
    check: async (after, before, _answer, w) => {
      expect([allowed(before.now, 'sms'), allowed(after.now, 'sms')]).toEqual([true, false]);
      changed(after, before, {
        channel: 'sms',
        action: 'remove',
        allowed: false,
        reason: 'Asked by e-mail',
        createdBy: 'agent@pronto.test',
      });
      const refused = await w.call('communication.SendSmsSingle', { data: { customerId: CUSTOMER.id, templateId: 8 } });
      expect([refused.status, refused.errors[0]?.message]).toEqual([422, 'Customer 8 does not allow SMS (communication permission).']);
    },
    refuses: [
      {
        call: { data: { customerId: CUSTOMER.id, channel: 'fax' as PermissionChannel } },
        status: 422,
        message: 'channel must be one of sms, email, phone, post.',
      },
      {
        call: { data: { customerId: 21, channel: 'phone' } },
        status: 422,
        message: 'Customer 21 has already refused phone (communication permission).',
      },
    ],
  },
  'communication.communicationPermission/add': {
    does: 'records that the customer allows SMS again: an SMS to them goes out',
    call: { data: { customerId: CUSTOMER.id, channel: 'sms', reason: 'Asked again' } },
    readBack: async (w) => permissionsOf(w, 'communication'),
    check: async (after, before, _answer, w) => {
      expect([allowed(before.now, 'sms'), allowed(after.now, 'sms')]).toEqual([false, true]);
      changed(after, before, { channel: 'sms', action: 'add', allowed: true, before: false });
      expect((await w.call('communication.SendSmsSingle', { data: { customerId: CUSTOMER.id, templateId: 8 } })).status).toBe(200);
    },
    refuses: [
      {
        call: { data: { customerId: CUSTOMER.id, channel: 'email' } },
        status: 422,
        message: 'Customer 8 already allows email (communication permission).',
      },
    ],
  },
  'communication.communicationPermission/update': {
    does: 'sets a channel as the customer answered: letters refused',
    call: { data: { customerId: CUSTOMER.id, channel: 'post', allowed: false } },
    readBack: async (w) => permissionsOf(w, 'communication'),
    check: (after, before) => {
      expect([allowed(before.now, 'post'), allowed(after.now, 'post')]).toEqual([true, false]);
      changed(after, before, { channel: 'post', action: 'update', allowed: false, reason: '' });
    },
    refuses: [
      {
        call: { data: { customerId: CUSTOMER.id, channel: 'post' } as never },
        status: 422,
        message: 'allowed is required (true or false).',
      },
    ],
  },
  'communication.ncpPermission/check': {
    reads: "a customer's marketing channels: customer 21 refused marketing SMS",
    call: { params: { customerId: 21 } },
    check: ({ data }) => {
      expect(allowed(data, 'sms')).toBe(false);
      expect(allowed(data, 'email')).toBe(true);
    },
  },
  'communication.ncpPermission/history': {
    reads: "the seed's marketing change of customer 21: SMS refused",
    call: { params: { customerId: 21 } },
    check: ({ data }) => expect(data).toMatchObject([{ kind: 'ncp', channel: 'sms', action: 'remove', allowed: false }]),
  },
  'communication.ncpPermission/remove': {
    does: 'records that the customer refuses marketing e-mail: a bulk e-mail skips them',
    call: { data: { customerId: CUSTOMER.id, channel: 'email' } },
    readBack: async (w) => permissionsOf(w, 'ncp'),
    check: async (after, before, _answer, w) => {
      expect([allowed(before.now, 'email'), allowed(after.now, 'email')]).toEqual([true, false]);
      changed(after, before, { kind: 'ncp', channel: 'email', action: 'remove' });
      const bulk = await w.ok('communication.bulkEmail', {
        data: { customerIds: String(CUSTOMER.id), subject: 'Offer', text: 'A new offer.' },
      });
      expect(bulk).toMatchObject({ audience: 1, sent: 0, skipped: 1 });
    },
    refuses: [
      { call: { data: { customerId: 21, channel: 'sms' } }, status: 422, message: 'Customer 21 has already refused sms (NCP permission).' },
      { call: { as: 'customer', data: { customerId: CUSTOMER.id, channel: 'sms' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.ncpPermission/add': {
    does: 'records that the customer allows marketing e-mail again: a bulk e-mail reaches them',
    call: { data: { customerId: CUSTOMER.id, channel: 'email' } },
    readBack: async (w) => permissionsOf(w, 'ncp'),
    check: async (after, before, _answer, w) => {
      expect([allowed(before.now, 'email'), allowed(after.now, 'email')]).toEqual([false, true]);
      const bulk = await w.ok('communication.bulkEmail', {
        data: { customerIds: String(CUSTOMER.id), subject: 'Offer', text: 'A new offer.' },
      });
      expect(bulk).toMatchObject({ audience: 1, sent: 1, skipped: 0 });
    },
    refuses: [{ call: { data: { customerId: 999999, channel: 'email' } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },
  'communication.ncpPermission/update': {
    does: 'sets marketing calls refused',
    call: { as: 'agent', data: { customerId: CUSTOMER.id, channel: 'phone', allowed: false, reason: 'No sales calls' } },
    readBack: async (w) => permissionsOf(w, 'ncp'),
    check: (after, before) => {
      expect([allowed(before.now, 'phone'), allowed(after.now, 'phone')]).toEqual([true, false]);
      changed(after, before, { kind: 'ncp', channel: 'phone', action: 'update', reason: 'No sales calls' });
    },
    refuses: [
      {
        call: { data: { customerId: CUSTOMER.id, channel: 'pigeon' as PermissionChannel, allowed: false } },
        status: 422,
        message: 'channel must be one of sms, email, phone, post.',
      },
    ],
  },
};
