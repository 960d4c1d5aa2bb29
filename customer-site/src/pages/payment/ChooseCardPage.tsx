import { useNavigate, useSearchParams } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { fullName } from '../../session/customer.ts';
import { useSession } from '../../session/session.ts';
import { CardForm } from '../../payment-details/CardForm.tsx';
import { m as cardText } from '../../payment-details/messages.ts';
import { useLoad } from '../../account/api.ts';
import { m } from './messages.ts';

/** paymentChooseCard: the customer's cards and a form to add one; back to the payment afterwards. */
export default function ChooseCardPage() {
  const cards = useLoad('card.account/cards');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const { customer } = useSession();
  const back = search.get('back');
  if (!cards.data) return <PageLoading />;
  return (
    <div className="container page narrow">
      <h1>{m.chooseCardTitle}</h1>
      {cards.data.length === 0 ? (
        <p>{cardText.noCards}</p>
      ) : (
        <ul>
          {cards.data.map((c) => (
            <li key={c.id}>{cardText.card(c.brand, c.last4)}</li>
          ))}
        </ul>
      )}
      <h2>{cardText.addCardTitle}</h2>
      <CardForm
        defaultName={fullName(customer)}
        onAdded={() => {
          notifier.success(m.cardAdded);
          // Only a path of this site (never another origin) is followed back.
          navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : href('payment'));
        }}
      />
    </div>
  );
}
