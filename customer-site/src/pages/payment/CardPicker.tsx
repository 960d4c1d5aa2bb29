import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { CardChoices } from '../../payment-details/CardForm.tsx';
import type { Card } from '../../account/api.ts';
import { m } from './messages.ts';

/** The cards to pay with and a link to add one (back to this page afterwards). */
export function CardPicker({
  cards,
  cardId,
  onChange,
  back,
}: {
  cards: Card[];
  cardId: number | null;
  onChange: (id: number) => void;
  back: string;
}) {
  return (
    <>
      <CardChoices cards={cards} value={cardId} onChange={onChange} legend={m.payWith} />
      <p>
        <Link to={href('paymentChooseCard', {}, { back })}>{m.addCard}</Link>
      </p>
    </>
  );
}
