import { describe, expect, it } from 'vitest';
import type { Card } from '../account/api.ts';
import { preferredCard } from './preferred-card.ts';

const card = (id: number, last4: string, lastUse: Card['lastUse'] = null): Card => ({
  id,
  last4,
  brand: 'VISA',
  maskedPan: `**** ${last4}`,
  lastUse,
});
const failed = (at: string) => ({ at, ok: false });
const worked = (at: string) => ({ at, ok: true });

describe('the card offered first', () => {
  it('is the card that last worked, not the newer one that just failed', () => {
    const cards = [card(9, '0002', failed('2026-11-27T10:05:00Z')), card(8, '4242', worked('2026-11-27T10:00:00Z'))];
    expect(preferredCard(cards)).toBe(8);
  });

  it('is the card that worked most recently when several did', () => {
    const cards = [card(3, '1111', worked('2026-10-01T00:00:00Z')), card(2, '4242', worked('2026-11-01T00:00:00Z'))];
    expect(preferredCard(cards)).toBe(2);
  });

  it('is the newest unused card when none has worked yet, never one that failed', () => {
    expect(preferredCard([card(9, '0002', failed('2026-11-27T10:05:00Z')), card(7, '4242'), card(5, '5555')])).toBe(7);
  });

  it('is none when every card failed (the customer chooses)', () => {
    expect(preferredCard([card(9, '0002', failed('2026-11-27T10:05:00Z'))])).toBeNull();
    expect(preferredCard([])).toBeNull();
  });
});
