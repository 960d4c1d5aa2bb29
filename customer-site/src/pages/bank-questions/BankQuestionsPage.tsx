import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { useLoad } from '../../account/api.ts';
import { m } from '../../payment-details/messages.ts';

/**
 * bankQuestions (/cuenta/q): the question asked before the bank is read (the scrape step): which of the
 * banks the connection offers the salary is paid into. The scrape step opens with that bank chosen.
 */
export default function BankQuestionsPage() {
  const widget = useLoad('loan.WidgetInit');
  const navigate = useNavigate();
  const [bank, setBank] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bank) return setErrors([m.chooseSalaryBank]);
    navigate(`${href('financialInformation')}/scrape?${new URLSearchParams({ bank }).toString()}`);
  };
  return (
    <div className="container page narrow">
      <h1>{m.questionsTitle}</h1>
      <p>{m.questionsIntro}</p>
      {widget.error ? (
        <FormAlert errors={[widget.error]} />
      ) : !widget.data ? (
        <PageLoading />
      ) : (
        <form onSubmit={submit} noValidate className="card">
          <FormAlert errors={errors} />
          <fieldset className="choice-list">
            <legend>{m.salaryBank}</legend>
            {widget.data.banks.map((name) => (
              <div key={name} className="check">
                <input type="radio" id={`salary-bank-${name}`} name="salaryBank" checked={bank === name} onChange={() => setBank(name)} />
                <label htmlFor={`salary-bank-${name}`}>{name}</label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary">
            {m.continue}
          </button>
        </form>
      )}
    </div>
  );
}
