import { useState } from 'react';
import { useLoad } from '../../account/api.ts';

/** The customer's cards and the chosen one (the newest by default). */
export function useCards() {
  const cards = useLoad('card.account/cards');
  const [chosen, setChosen] = useState<number | null>(null);
  const cardId = chosen ?? cards.data?.[0]?.id ?? null;
  return { cards: cards.data, cardId, setCardId: setChosen };
}
