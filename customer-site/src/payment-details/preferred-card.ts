import type { Card } from '../account/api.ts';

/**
 * The card to offer first: the one whose latest payout or payment went through most recently; failing
 * that, the newest card not yet used. A card whose latest use failed is never offered first (null when
 * every card failed: the customer chooses). `cards` come newest first, as the API lists them.
 */
export function preferredCard(cards: readonly Card[]): number | null {
  let best: Card | undefined;
  for (const card of cards) {
    if (!card.lastUse?.ok) continue;
    if (!best?.lastUse || card.lastUse.at > best.lastUse.at) best = card;
  }
  return (best ?? cards.find((card) => !card.lastUse))?.id ?? null;
}
