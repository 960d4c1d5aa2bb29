import { useState } from 'react';
import { isValidIban } from '@pronto/domain';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { isSpain } from '../../app/config.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { TextField } from '../../forms/inputs.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { accountCall, useLoad, type BankAccount } from '../../account/api.ts';
import { m } from '../../payment-details/messages.ts';

/** The bank-connection widget stand-in: pick the bank, "log in", and the account comes back verified. */
export function BankWidget({ onAdded, bank: given = '' }: { onAdded: (account: BankAccount) => void; bank?: string }) {
  const widget = useLoad('loan.WidgetInit');
  const [bank, setBank] = useState(given);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!widget.data) return <p aria-busy="true">…</p>;
  const connect = async () => {
    if (!bank) return setErrors([m.chooseBank]);
    setBusy(true);
    const result = await accountCall('bankscraper.account/addCustomerBankAccountManually', { data: { source: 'widget', bankName: bank } });
    setBusy(false);
    if (result.status !== 200 || !result.data) return setErrors(result.errors.map((e) => e.message));
    onAdded(result.data);
  };
  return (
    <section className="card bank-widget" aria-labelledby="widget-title">
      <h2 id="widget-title">{m.connectBank}</h2>
      <FormAlert errors={errors} />
      <fieldset className="choice-list">
        <legend>{m.chooseBank}</legend>
        {widget.data.banks.map((name) => (
          <div key={name} className="check">
            <input type="radio" id={`bank-${name}`} name="bank" checked={bank === name} onChange={() => setBank(name)} />
            <label htmlFor={`bank-${name}`}>{name}</label>
          </div>
        ))}
      </fieldset>
      <p className="field-hint">{m.widgetNote}</p>
      <button type="button" className="btn btn-primary" onClick={connect} disabled={busy} aria-busy={busy}>
        {m.connect}
      </button>
    </section>
  );
}

interface ManualValues {
  sortCode: string;
  accountNumber: string;
  iban: string;
}

/** Bank details typed by hand: sort code and account number (UK) or IBAN (Spain). */
export function ManualAccountForm({ onAdded }: { onAdded: (account: BankAccount) => void }) {
  const form = useForm<ManualValues>({ defaultValues: { sortCode: '', accountNumber: '', iban: '' } });
  const [errors, setErrors] = useState<string[]>([]);
  const submit = form.handleSubmit(async (values) => {
    const data = isSpain ? { iban: values.iban } : { sortCode: values.sortCode, accountNumber: values.accountNumber };
    const result = await accountCall('bankscraper.account/addCustomerBankAccountManually', { data: { ...data, source: 'manual' } });
    if (result.status !== 200 || !result.data) return setErrors(result.errors.map((e) => e.message));
    onAdded(result.data);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="card">
        <h2>{m.manual}</h2>
        <FormAlert errors={errors} />
        {isSpain ? (
          <TextField
            name="iban"
            label={m.iban}
            options={{ required: m.required, validate: (v: string) => (isValidIban(v, 'ES') ? undefined : m.ibanPattern) }}
          />
        ) : (
          <>
            <TextField
              name="sortCode"
              label={m.sortCode}
              inputMode="numeric"
              options={{ required: m.required, pattern: { value: /^\d{2}-?\d{2}-?\d{2}$/, message: m.sortCodePattern } }}
            />
            <TextField
              name="accountNumber"
              label={m.accountNumber}
              inputMode="numeric"
              options={{ required: m.required, pattern: { value: /^\d{8}$/, message: m.accountPattern } }}
            />
          </>
        )}
        <SubmitButton busy={form.formState.isSubmitting}>{m.saveAccount}</SubmitButton>
      </form>
    </FormProvider>
  );
}

export const accountLabel = (a: BankAccount) =>
  m.account(a.bankName, a.iban ? `****${a.iban.slice(-4)}` : `${a.sortCode ?? ''} ****${(a.accountNumber ?? '').slice(-4)}`);
