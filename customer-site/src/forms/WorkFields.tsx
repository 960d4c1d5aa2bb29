import { useFormContext } from './form.tsx';
import { workFieldsFor, type FormName } from '@pronto/domain';
import { country } from '../app/config.ts';
import { t } from '../i18n/index.ts';
import { validation } from './rules.ts';
import { MoneyField, TextField } from './inputs.tsx';

/** The work fields shown for the chosen employment status (customer-site.md §3). */
export function WorkFields({ form }: { form: FormName }) {
  const { watch } = useFormContext();
  const shown = workFieldsFor(watch('employmentStatus') as string | undefined);
  return (
    <div className="form-grid">
      {shown.includes('workAddressCompanyName') && (
        <TextField name="workAddressCompanyName" label={t.register.workAddressCompanyName} autoComplete="organization" options={validation(form, 'workAddressCompanyName')} />
      )}
      {shown.includes('monthlyIncome') && (
        <MoneyField name="monthlyIncome" label={t.register.monthlyIncome} hint={t.register.monthlyIncomeHint} symbol={country.currency.symbol} options={validation(form, 'monthlyIncome')} />
      )}
      {shown.includes('workAddressCompanyAddress') && (
        <TextField name="workAddressCompanyAddress" label={t.register.workAddressCompanyAddress} options={validation(form, 'workAddressCompanyAddress')} />
      )}
      {shown.includes('workPhone') && <TextField name="workPhone" label={t.register.workPhone} type="tel" inputMode="tel" options={validation(form, 'workPhone')} />}
      {shown.includes('position') && <TextField name="position" label={t.register.position} autoComplete="organization-title" options={validation(form, 'position')} />}
    </div>
  );
}
