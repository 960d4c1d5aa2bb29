import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { fullName } from '../../session/customer.ts';
import { useSession } from '../../session/session.ts';
import { useFlow } from '../../loan-flow/useFlow.ts';
import { accountCall, useLoad } from '../../account/api.ts';
import { accountLabel, BankWidget, ManualAccountForm } from './BankSteps.tsx';
import { CardChoices, CardForm } from '../../payment-details/CardForm.tsx';
import { preferredCard } from '../../payment-details/preferred-card.ts';
import { m } from '../../payment-details/messages.ts';
import { NoApplication } from '../../loan-flow/NoApplication.tsx';

const CARD_KEY = 'pronto.flow.cardId';
const step = (name: string) => `${href('financialInformation')}/${name}`;
const savedCard = (): number | null => Number(sessionStorage.getItem(CARD_KEY)) || null;

function AddCard() {
  const navigate = useNavigate();
  const { customer } = useSession();
  return (
    <>
      <h1>{m.addCardTitle}</h1>
      <CardForm
        defaultName={fullName(customer)}
        onAdded={(card) => {
          sessionStorage.setItem(CARD_KEY, String(card.id));
          navigate(step('bank-account'));
        }}
      />
    </>
  );
}

function ChooseCard() {
  const cards = useLoad('card.account/cards');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  if (!cards.data) return <PageLoading />;
  // The card kept from this application counts only while it has not failed (a failed payout keeps it).
  const saved = cards.data.find((c) => c.id === savedCard() && c.lastUse?.ok !== false);
  const value = chosen ?? saved?.id ?? preferredCard(cards.data);
  return (
    <>
      <h1>{m.chooseCardTitle}</h1>
      {cards.data.length === 0 ? (
        <p>{m.noCards}</p>
      ) : (
        <CardChoices cards={cards.data} value={value} onChange={setChosen} legend={m.chooseCard} />
      )}
      <p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={value === null}
          onClick={() => {
            sessionStorage.setItem(CARD_KEY, String(value));
            navigate(step('bank-account'));
          }}
        >
          {m.useCard}
        </button>{' '}
        <Link to={step('add-card')}>{m.addAnother}</Link>
      </p>
    </>
  );
}

function BankAccountStep() {
  const navigate = useNavigate();
  const added = () => navigate(step('select-account'));
  return (
    <>
      <h1>{m.bankTitle}</h1>
      <p>{m.bankIntro}</p>
      <BankWidget onAdded={added} />
      <ManualAccountForm onAdded={added} />
    </>
  );
}

/** The scrape sub-step: asks whether the bank may be read (prescrape), then reads it through the bank connection. */
function ScrapeStep() {
  const navigate = useNavigate();
  // The bank the customer named on bankQuestions (/cuenta/q), chosen in the widget.
  const [query] = useSearchParams();
  const check = useLoad('loan.prescrape');
  let content;
  if (check.error) content = <FormAlert errors={[check.error]} />;
  else if (!check.data) content = <PageLoading />;
  else if (!check.data.able)
    content = (
      <>
        <FormAlert errors={[m.scrapeRefused(check.data.reason ?? '')]} />
        <p>
          <Link to={step('widget')}>{m.manual}</Link>
        </p>
      </>
    );
  else content = <BankWidget bank={query.get('bank') ?? ''} onAdded={() => navigate(step('select-account'))} />;
  return (
    <>
      <h1>{m.scrapeTitle}</h1>
      <p>{m.scrapeIntro}</p>
      {content}
    </>
  );
}

function SelectAccount({ loanId }: { loanId: number }) {
  const accounts = useLoad('bankscraper.account/getEligibleBankAccount', { data: {} });
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!accounts.data) return <PageLoading />;
  const value = chosen ?? accounts.data[0]?.id ?? null;
  const send = async () => {
    const cardId = savedCard();
    if (!cardId) return setErrors([m.missingCard]);
    setBusy(true);
    const result = await accountCall('loan.account/setLoanIssued', { data: { loanId, cardId, bankAccountId: value } });
    setBusy(false);
    if (result.status === 200) {
      sessionStorage.removeItem(CARD_KEY);
      navigate(href('loanRequestSuccess'), { replace: true });
    } else if (result.errors[0]?.code === 'TechnicalProblem') navigate(href('loanRequestTechnicalProblem'), { replace: true });
    else setErrors(result.errors.map((e) => e.message));
  };
  return (
    <>
      <h1>{m.selectTitle}</h1>
      <p>{m.selectIntro}</p>
      <FormAlert errors={errors} />
      <fieldset className="choice-list">
        <legend>{m.bankTitle}</legend>
        {accounts.data.map((a) => (
          <div key={a.id} className="check">
            <input type="radio" id={`account-${a.id}`} name="account" checked={value === a.id} onChange={() => setChosen(a.id)} />
            <label htmlFor={`account-${a.id}`}>{accountLabel(a)}</label>
          </div>
        ))}
      </fieldset>
      <p>
        <button type="button" className="btn btn-primary btn-large" onClick={send} disabled={busy || value === null} aria-busy={busy}>
          {m.send}
        </button>{' '}
        <Link to={step('widget')}>{m.addAccount}</Link>
      </p>
      <p>
        <Link to={href('bankQuestions')}>{m.scrapeOffer}</Link>
      </p>
    </>
  );
}

/** financialInformation/*: add-card, choose-card, bank-account, widget, scrape and select-account, then the transfer. */
export default function FinancialInformationPage() {
  const sub = useParams()['*'] ?? '';
  const journey = useFlow();
  const accounts = useLoad('bankscraper.account/getEligibleBankAccount', { data: {} }, sub === 'bank-account');
  if (!journey.data) return <PageLoading />;
  const loan = journey.data.loan;
  if (loan?.status !== 'approved' || !loan.agreementAcceptedAt) return <NoApplication title={m.bankTitle} loan={loan} />;
  let content;
  if (sub === 'choose-card') content = <ChooseCard />;
  else if (sub === 'select-account') content = <SelectAccount loanId={loan.id} />;
  else if (sub === 'widget') content = <BankAccountStep />;
  else if (sub === 'scrape') content = <ScrapeStep />;
  else if (sub === 'bank-account')
    content =
      accounts.data && accounts.data.length > 0 ? (
        <SelectAccount loanId={loan.id} />
      ) : accounts.data ? (
        <BankAccountStep />
      ) : (
        <PageLoading />
      );
  else content = <AddCard />;
  return <div className="container page narrow">{content}</div>;
}
