import { useState } from 'react';
import { FormProvider, useForm } from '../forms/form.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { TextField } from '../forms/inputs.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { accountCall, type Card } from '../account/api.ts';
import { m } from './messages.ts';

interface Values {
  cardNumber: string;
  expiry: string;
  cvv: string;
  holderName: string;
}

/** Adds a debit card (card.account/createAndValidate); the number never stays in the page's state after. */
export function CardForm({ onAdded, defaultName = '' }: { onAdded: (card: Card) => void; defaultName?: string }) {
  const form = useForm<Values>({ defaultValues: { cardNumber: '', expiry: '', cvv: '', holderName: defaultName } });
  const [errors, setErrors] = useState<string[]>([]);
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    const result = await accountCall('card.account/createAndValidate', { data: values });
    if (result.status !== 200 || !result.data) return setErrors(result.errors.map((e) => e.message));
    form.reset({ cardNumber: '', expiry: '', cvv: '', holderName: values.holderName });
    onAdded(result.data);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="card-form">
        <FormAlert errors={errors} />
        <TextField
          name="cardNumber"
          label={m.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          options={{ required: m.required, pattern: { value: /^[\d ]{13,23}$/, message: m.cardPattern } }}
        />
        <TextField
          name="expiry"
          label={m.expiry}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          options={{ required: m.required, pattern: { value: /^\d{2}\/\d{2}$/, message: m.expiryPattern } }}
        />
        <TextField
          name="cvv"
          label={m.cvv}
          hint={m.cvvHint}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          options={{ required: m.required, pattern: { value: /^\d{3,4}$/, message: m.cvvPattern } }}
        />
        <TextField name="holderName" label={m.holderName} autoComplete="cc-name" options={{ required: m.required }} />
        <SubmitButton busy={form.formState.isSubmitting}>{m.saveCard}</SubmitButton>
      </form>
    </FormProvider>
  );
}

/** Radio buttons of the customer's cards. */
export function CardChoices({
  cards,
  value,
  onChange,
  legend,
}: {
  cards: Card[];
  value: number | null;
  onChange: (id: number) => void;
  legend: string;
}) {
  return (
    <fieldset className="choice-list">
      <legend>{legend}</legend>
      {cards.map((card) => (
        <div key={card.id} className="check">
          <input type="radio" id={`card-${card.id}`} name="card" checked={value === card.id} onChange={() => onChange(card.id)} />
          <label htmlFor={`card-${card.id}`}>{m.card(card.brand, card.last4)}</label>
        </div>
      ))}
    </fieldset>
  );
}
