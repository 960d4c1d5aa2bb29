import { describe, expect, it } from 'vitest';
import type { CustomerStatus } from '@pronto/api';
import { collectionAgrees, collectionMove, type CollectionOverride } from './collection.ts';

const path = (...statuses: CustomerStatus[]) => statuses.map((status) => ({ status }));

describe('collection follows arrears', () => {
  it('moves a customer with a loan past due into internal collection, whatever their status', () => {
    for (const status of ['approved', 'registered', 'closed', 'declined'] as const)
      expect(collectionMove(path('registered', status), 1)).toBe('internalCollection');
    expect(collectionMove(path('approved', 'internalCollection'), 40)).toBeNull();
    expect(collectionMove(path('approved', 'externalCollection'), 200)).toBeNull();
    expect(collectionMove(path('approved', 'legal'), 400)).toBeNull();
  });

  it('moves them out when nothing is past due, back to the status before collection', () => {
    expect(collectionMove(path('registered', 'approved', 'internalCollection'), 0)).toBe('approved');
    expect(collectionMove(path('declined', 'internalCollection'), 0)).toBe('declined');
    expect(collectionMove(path('internalCollection'), 0)).toBe('approved');
    expect(collectionMove(path('approved'), 0)).toBeNull();
    // External collection and legal are later steps staff take: the rule leaves them.
    expect(collectionMove(path('approved', 'externalCollection'), 0)).toBeNull();
  });

  it('keeps a staff override, given with a reason, while the arrears are as they were', () => {
    const keepOut: CollectionOverride = { status: 'approved', reason: 'Arrangement agreed', by: 'agent', at: '2026-11-20', pastDue: true };
    expect(collectionMove(path('internalCollection', 'approved'), 12, keepOut)).toBeNull();
    expect(collectionMove(path('internalCollection', 'approved'), 0, keepOut)).toBeNull();
    // Once nothing is past due and then a loan is again, the rule applies.
    expect(collectionMove(path('approved'), 3, { ...keepOut, pastDue: false })).toBe('internalCollection');
  });

  it('agrees when past due means collection and nothing past due means not internal collection', () => {
    expect(collectionAgrees('approved', 0)).toBe(true);
    expect(collectionAgrees('approved', 1)).toBe(false);
    expect(collectionAgrees('internalCollection', 0)).toBe(false);
    expect(collectionAgrees('externalCollection', 0)).toBe(true);
    expect(collectionAgrees('legal', 90)).toBe(true);
  });
});
