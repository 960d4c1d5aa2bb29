import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { call, type LeadAddress, type LeadView } from '@pronto/api/customer-site';
import { LEAD_TTL_S, STORAGE_KEYS } from '@pronto/domain';
import { t } from '../../i18n/index.ts';
import { registerText } from '../../i18n/pages/register.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorMessages } from '../../forms/server-errors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useNotifier } from '../../chrome/notifications.tsx';
import { store } from '../../session/storage.ts';
import { AddressFields } from './AddressFields.tsx';

/** The lead form: building (from the lead's postcode) or Other with the manual address; then the new-customer form. */
export function LeadForm({ lead, onDone }: { lead: LeadView; onDone: () => void }) {
  const methods = useForm<Omit<LeadAddress, 'leadCustomerId'>>({ defaultValues: { postCode: lead.postCode ?? '' } });
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldCount, setFieldCount] = useState(0);
  const notifier = useNotifier();
  const submit = async (values: Omit<LeadAddress, 'leadCustomerId'>) => {
    const result = await call('customer.saveAddress', { data: { ...values, leadCustomerId: lead.id } });
    if (result.status !== 200) {
      setErrors(errorMessages(result, t.common.tryAgain));
      return;
    }
    store.set(STORAGE_KEYS.leadCustomerId, lead.id, LEAD_TTL_S);
    notifier.success(t.common.success);
    onDone();
  };
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={methods.handleSubmit(submit, (e) => setFieldCount(Object.keys(e).length))}>
        <FormAlert errors={errors} fieldCount={fieldCount} />
        <AddressFields form="lead" withPostCode={!lead.postCode} />
        <SubmitButton busy={methods.formState.isSubmitting}>{registerText.submit}</SubmitButton>
      </form>
    </FormProvider>
  );
}
