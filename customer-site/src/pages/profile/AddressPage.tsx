import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { country } from '../../app/config.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { TextField } from '../../forms/inputs.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { session, useSession } from '../../session/session.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { accountCall } from '../../account/api.ts';
import { m } from './messages.ts';

const FIELDS = ['houseNumber', 'flatNumber', 'building', 'street', 'town', 'county', 'postCode'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const REQUIRED = new Set(['houseNumber', 'street', 'town', 'postCode']);

/** addressDetails: the home address, changed through customer.account/address. */
export default function AddressPage() {
  const { customer } = useSession();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);
  const home = customer?.customerAddress.find((a) => a.addressType === 'home');
  const form = useForm<Values>({ defaultValues: Object.fromEntries(FIELDS.map((f) => [f, home?.[f] ?? ''])) });
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    const result = await accountCall('customer.account/address', { data: values });
    if (result.status !== 200 || !result.data) return setErrors(result.errors.map((e) => e.message));
    session.setCustomer(result.data);
    notifier.success(m.saved);
  });
  return (
    <div className="container page narrow">
      <h1>{m.addressTitle}</h1>
      <AccountNav />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <FormAlert errors={errors} />
          {FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={m[field]}
              options={{
                required: REQUIRED.has(field) ? m.required : false,
                ...(field === 'postCode' ? { pattern: { value: country.postCodePattern, message: m.postCodeInvalid } } : {}),
              }}
            />
          ))}
          <SubmitButton busy={form.formState.isSubmitting}>{m.save}</SubmitButton>
        </form>
      </FormProvider>
    </div>
  );
}
