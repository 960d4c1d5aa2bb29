import { useState } from 'react';
import { useLoad } from '../../account/api.ts';
import { preferredCard } from '../../payment-details/preferred-card.ts';

/** The customer's cards and the chosen one (by default the last card that worked: preferredCard). */
export function useCards() {
  const cards = useLoad('card.account/cards');
  const [chosen, setChosen] = useState<number | null>(null);
  const cardId = chosen ?? (cards.data ? preferredCard(cards.data) : null);
  return { cards: cards.data, cardId, setCardId: setChosen };
}
