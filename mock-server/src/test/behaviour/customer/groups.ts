import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN, row, rows, staffCustomer, type Row } from './common.ts';

const groups = async (w: World) => rows(await w.ok('customer.groups'));
const groupNamed = async (w: World, name: string) => {
  const found = (await groups(w)).find((g) => g.name === name);
  if (!found) throw new Error(`no group ${name}`);
  return found;
};
const members = async (w: World, groupId: unknown) =>
  rows(await w.ok('customer.getCustomerByGroupId', { params: { groupId: Number(groupId) } }));
/** A new group of the case's own, so the group cases do not lean on each other. */
const newGroup = async (w: World, name: string) => row(await w.ok('customer.group.post', { data: { name, description: `${name} test` } }));

/** Customer groups: the list, one group's members, and moving customers between groups. */
export const groupCases: Cases<'customer'> = {
  'customer.groups': {
    reads: 'the seeded groups, each with its number of customers',
    call: {},
    check: async ({ data }, w) => {
      const list = rows(data);
      expect(list.map((g) => g.name)).toEqual(['standard', 'gold', 'partner']);
      const gold = list.find((g) => g.name === 'gold');
      // Customer 1 is in gold in the seed.
      expect((await members(w, gold?.id)).map((c) => c.id)).toContain(1);
      expect(gold?.members).toBe((await members(w, gold?.id)).length);
    },
  },
  'customer.getCustomerByGroupId': {
    reads: 'the customers of a group, each active in it',
    call: async (w) => ({ params: { groupId: Number((await groupNamed(w, 'gold')).id) } }),
    check: ({ data }) => {
      const list = rows(data);
      expect(list.map((c) => c.id)).toEqual(expect.arrayContaining([1, 6, 9, 15]));
      expect(list.every((c) => c.group === 'gold' && c.groupStatus === 'active')).toBe(true);
    },
    refuses: [{ call: { params: { groupId: 999 } }, status: 422, message: 'Customer group 999 does not exist.' }],
  },
  'customer.group.post': {
    does: 'creates an empty group',
    call: { data: { name: 'Watch list', description: 'Watched by collections' } },
    readBack: groups,
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        name: 'Watch list',
        description: 'Watched by collections',
        members: 0,
        createdBy: 'admin@pronto.test',
      });
    },
    refuses: [
      { call: { data: { name: 'GOLD' } }, status: 422, message: 'A customer group named "gold" already exists.' },
      { call: { data: { name: 'x' } }, status: 422, message: 'name must be 2 to 50 characters.' },
      { call: { data: { name: 'Reporters' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.group': {
    does: 'renames a group; its customers move with it',
    call: async (w) => {
      const group = await newGroup(w, 'Renamed soon');
      await w.ok('customer.addCustomerToGroup', { data: { customerId: 31, groupId: Number(group.id) } });
      return { data: { id: Number(group.id), name: 'Renamed now' } };
    },
    readBack: async (w) => ({ groups: await groups(w), group: (await staffCustomer(w, 31)).group }),
    check: (after: { groups: Row[]; group: unknown }) => {
      expect(after.group).toBe('Renamed now');
      expect(after.groups.find((g) => g.name === 'Renamed now')).toMatchObject({ members: 1 });
    },
    refuses: [
      {
        call: async (w) => ({ data: { id: Number((await groupNamed(w, 'standard')).id), name: 'basic' } }),
        status: 422,
        message: 'The standard group is where new customers start; it cannot be renamed.',
      },
    ],
  },
  'customer.group.delete': {
    does: 'deletes an empty group',
    call: async (w) => ({ params: { id: Number((await newGroup(w, 'Short lived')).id) } }),
    readBack: async (w) => (await groups(w)).map((g) => g.name),
    check: (after, before) => {
      expect(before).toContain('Short lived');
      expect(after).not.toContain('Short lived');
    },
    refuses: [
      {
        call: async (w) => ({ params: { id: Number((await groupNamed(w, 'standard')).id) } }),
        status: 422,
        message: 'The standard group is where new customers start; it cannot be deleted.',
      },
      {
        call: async (w) => ({ params: { id: Number((await groupNamed(w, 'gold')).id) } }),
        status: 422,
        message: /^The group "gold" still has \d+ customers: move them to another group first\.$/,
      },
    ],
  },
  'customer.addCustomerToGroup': {
    does: 'moves a customer into a group',
    call: async (w) => ({ data: { customerId: 3, groupId: Number((await groupNamed(w, 'gold')).id) } }),
    readBack: async (w, opts) => ({
      customer: (await staffCustomer(w, 3)).group,
      members: (await members(w, row(opts.data).groupId)).map((c) => c.id),
    }),
    check: (after, before) => {
      expect(before.customer).toBe('standard');
      expect(after.customer).toBe('gold');
      expect(after.members).toContain(3);
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: 1, groupId: Number((await groupNamed(w, 'gold')).id) } }),
        status: 422,
        message: 'Customer 1 is already in the group "gold".',
      },
    ],
  },
  'customer.removeCustomerFromGroup': {
    does: 'takes a customer out of a group, back to the default group',
    call: async (w) => ({ data: { customerId: 48, groupId: Number((await groupNamed(w, 'gold')).id) } }),
    readBack: async (w) => (await staffCustomer(w, 48)).group,
    check: (after, before) => {
      expect([before, after]).toEqual(['gold', 'standard']);
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: 48, groupId: Number((await groupNamed(w, 'partner')).id) } }),
        status: 422,
        message: 'Customer 48 is not in the group "partner".',
      },
    ],
  },
  'customer.customerGroupStatus': {
    does: 'sets a customer inactive in their group',
    call: async (w) => ({ data: { customerId: 81, groupId: Number((await groupNamed(w, 'gold')).id), status: 'inactive' } }),
    readBack: async (w, opts) => (await members(w, row(opts.data).groupId)).find((c) => c.id === 81)?.groupStatus,
    check: (after, before) => {
      expect([before, after]).toEqual(['active', 'inactive']);
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: 81, groupId: Number((await groupNamed(w, 'gold')).id), status: 'asleep' } }),
        status: 422,
        message: 'status must be one of active, inactive.',
      },
    ],
  },
};
