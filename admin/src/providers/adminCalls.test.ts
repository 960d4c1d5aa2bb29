import { describe, expect, it } from 'vitest';
import { costModelCall } from './affiliates.ts';
import { enumRows } from './contentTree.ts';
import { camPermissionCalls } from './staffLists.ts';
import { parentPath, TREE } from '../resources/content/treeLevels.ts';

describe('costModelCall', () => {
  it("sends only the chosen model's fields to its own call", () => {
    expect(costModelCall(3, { costModel: 'lead', amount: 12, from: '2026-01-01', tiers: [] })).toEqual({
      id: 'customer.affiliate/costModel/lead',
      data: { campaignId: 3, amount: 12 },
    });
    expect(costModelCall(3, { costModel: 'date', amount: 5, from: '2026-11-01', to: '2026-12-01' })).toEqual({
      id: 'customer.affiliate/costModel/date',
      data: { campaignId: 3, from: '2026-11-01', to: '2026-12-01', amount: 5 },
    });
    expect(
      costModelCall(3, {
        costModel: 'tier',
        amount: 9,
        tiers: [
          { from: 1, amount: 10 },
          { from: 50, amount: 8 },
        ],
      }),
    ).toEqual({
      id: 'customer.affiliate/costModel/tier',
      data: {
        campaignId: 3,
        tiers: [
          { from: 1, amount: 10 },
          { from: 50, amount: 8 },
        ],
      },
    });
  });
});

describe('camPermissionCalls', () => {
  const before = { staffId: 7, operations: ['manualPayment', 'discount'], liveChat: false };
  it('makes no call when nothing changed (order of operations does not count)', () => {
    expect(camPermissionCalls(before, { ...before, operations: ['discount', 'manualPayment'] })).toEqual([]);
  });
  it('sets the operations and switches live chat, each only when changed', () => {
    expect(camPermissionCalls(before, { ...before, operations: ['rollover'], liveChat: true })).toEqual([
      { id: 'membership.setCamBusinessOperationPermission', data: { staffId: 7, operations: ['rollover'] } },
      { id: 'membership.liveChatAgentControl', data: { staffId: 7, active: true } },
    ]);
    expect(camPermissionCalls(before, { ...before, liveChat: true })).toEqual([
      { id: 'membership.liveChatAgentControl', data: { staffId: 7, active: true } },
    ]);
  });
});

describe('enumRows', () => {
  it('makes one row per value with a Name.key id', () => {
    expect(enumRows({ Gender: [{ key: 'female', value: 'Female' }], Empty: [] })).toEqual([
      { id: 'Gender.female', name: 'Gender', key: 'female', value: 'Female' },
    ]);
  });
});

describe('parentPath', () => {
  it("leads to the parent's page, or the list for a category or a row without parent", () => {
    expect(parentPath(TREE.channels, { id: 4, categoryId: 2 })).toBe('/categories/2/show');
    expect(parentPath(TREE.contents, { id: 9, groupId: 5 })).toBe('/groups/5/show');
    expect(parentPath(TREE.categories, { id: 1 })).toBe('/categories');
    expect(parentPath(TREE.groups, undefined)).toBe('/groups');
  });
});
