import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { country } from '../../app/config.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { useEnums } from '../../forms/enums.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { MoneyField, SelectField, TextField } from '../../forms/inputs.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { fullName, personalMobile } from '../../session/customer.ts';
import { session, useSession } from '../../session/session.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { accountCall } from '../../account/api.ts';
import { date } from '../../account/format.ts';
import { m } from './messages.ts';

interface Values {
  emailAddress: string;
  employmentStatus: string;
  monthlyIncome: string;
  position: string;
}

/** account: the customer's details; contact and employment details can be changed. */
export default function AccountPage() {
  const { customer } = useSession();
  const { employmentStatus } = useEnums();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<Values>({
    defaultValues: {
      emailAddress: customer?.emailAddress ?? '',
      employmentStatus: customer?.employmentStatus ?? '',
      monthlyIncome: customer?.monthlyIncome ? String(customer.monthlyIncome) : '',
      position: customer?.position ?? '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    const result = await accountCall('customer.account/customer.put', { data: { ...values, monthlyIncome: Number(values.monthlyIncome) } });
    if (result.status !== 200 || !result.data) return setErrors(result.errors.map((e) => e.message));
    session.setCustomer(result.data);
    notifier.success(m.saved);
  });
  return (
    <div className="container page narrow">
      <h1>{m.accountTitle}</h1>
      <AccountNav />
      <dl className="card">
        <div className="summary-row">
          <dt>{m.name}</dt>
          <dd>{fullName(customer)}</dd>
        </div>
        <div className="summary-row">
          <dt>{m.birthDate}</dt>
          <dd>{customer ? date(customer.birthDate) : ''}</dd>
        </div>
        <div className="summary-row">
          <dt>{m.mobile}</dt>
          <dd>{personalMobile(customer)}</dd>
        </div>
      </dl>
      <p className="field-hint">{m.fixedNote}</p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <FormAlert errors={errors} />
          <TextField name="emailAddress" type="email" label={m.email} autoComplete="email" options={{ required: m.required }} />
          <SelectField name="employmentStatus" label={m.employmentStatus} placeholder="" choices={employmentStatus} />
          <MoneyField
            name="monthlyIncome"
            label={m.monthlyIncome}
            symbol={country.currency.symbol}
            options={{ required: m.required, validate: (v: string) => (Number(v) >= 100 && Number(v) <= 100000) || m.incomeRange }}
          />
          <TextField name="position" label={m.position} />
          <SubmitButton busy={form.formState.isSubmitting}>{m.save}</SubmitButton>
        </form>
      </FormProvider>
    </div>
  );
}
