import { useFormContext } from './form.tsx';
import { workFieldsFor, type FormName } from '@pronto/domain';
import { country } from '../app/config.ts';
import { registerText } from '../i18n/pages/register.ts';
import { validation } from './rules.ts';
import { MoneyField, TextField } from './inputs.tsx';

/** The work fields shown for the chosen employment status (customer-site.md §3). */
export function WorkFields({ form }: { form: FormName }) {
  const { watch } = useFormContext();
  const shown = workFieldsFor(watch('employmentStatus') as string | undefined);
  return (
    <div className="form-grid">
      {shown.includes('workAddressCompanyName') && (
        <TextField
          name="workAddressCompanyName"
          label={registerText.workAddressCompanyName}
          autoComplete="organization"
          options={validation(form, 'workAddressCompanyName')}
        />
      )}
      {shown.includes('monthlyIncome') && (
        <MoneyField
          name="monthlyIncome"
          label={registerText.monthlyIncome}
          hint={registerText.monthlyIncomeHint}
          symbol={country.currency.symbol}
          options={validation(form, 'monthlyIncome')}
        />
      )}
      {shown.includes('workAddressCompanyAddress') && (
        <TextField
          name="workAddressCompanyAddress"
          label={registerText.workAddressCompanyAddress}
          options={validation(form, 'workAddressCompanyAddress')}
        />
      )}
      {shown.includes('workPhone') && (
        <TextField name="workPhone" label={registerText.workPhone} type="tel" inputMode="tel" options={validation(form, 'workPhone')} />
      )}
      {shown.includes('position') && (
        <TextField name="position" label={registerText.position} autoComplete="organization-title" options={validation(form, 'position')} />
      )}
    </div>
  );
}
