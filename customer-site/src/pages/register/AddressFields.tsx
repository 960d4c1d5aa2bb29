import { useEffect, useState } from 'react';
import { useFormContext } from '../../forms/form.tsx';
import { call, type Building } from '@pronto/api/customer-site';
import { OTHER_BUILDING } from '@pronto/domain';
import { formText } from '../../i18n/pages/forms.ts';
import { registerText } from '../../i18n/pages/register.ts';
import { validation } from '../../forms/rules.ts';
import { SelectField, TextField } from '../../forms/inputs.tsx';
import type { FormName } from '@pronto/domain';

const MANUAL = ['town', 'street', 'county', 'houseNumber', 'flatNumber'] as const;

/**
 * UK address: postcode -> building list (customer.buildingList) or Other, which opens town, street,
 * county, house and flat number. Choosing a listed building fills those fields from the list.
 */
export function AddressFields({ form, withPostCode = true }: { form: FormName; withPostCode?: boolean }) {
  const { watch, setValue, getValues, trigger } = useFormContext();
  const [buildings, setBuildings] = useState<Building[]>([]);
  const [lookupError, setLookupError] = useState('');
  const [looking, setLooking] = useState(false);
  const building = watch('building') as string;
  const other = building === OTHER_BUILDING;

  const lookup = async () => {
    if (withPostCode && !(await trigger('postCode'))) return;
    setLooking(true);
    const postCode = String(getValues('postCode') ?? '');
    const result = await call('customer.buildingList', { params: { postCode }, silent: true });
    setLooking(false);
    if (result.status !== 200 || !Array.isArray(result.data)) {
      setLookupError(result.errors[0]?.message ?? registerText.buildingListError);
      setBuildings([]);
      return;
    }
    setLookupError('');
    setBuildings(result.data);
  };

  // The lead form has the postcode already: its buildings are looked up at once.
  useEffect(() => {
    if (!withPostCode) void lookup();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the lead's postcode
  }, []);

  const choose = (value: string) => {
    const found = buildings.find((b) => b.building === value);
    for (const field of MANUAL) setValue(field, found?.[field] ?? '');
  };

  return (
    <>
      {withPostCode && (
        <div className="postcode-row">
          <TextField name="postCode" label={registerText.postCode} autoComplete="postal-code" options={validation(form, 'postCode')} />
          <button type="button" className="btn btn-secondary" onClick={() => void lookup()} disabled={looking} aria-busy={looking}>
            {registerText.findAddress}
          </button>
        </div>
      )}
      {lookupError && (
        <p className="field-error" role="alert">
          {lookupError}
        </p>
      )}
      <SelectField
        name="building"
        label={registerText.building}
        hint={buildings.length === 0 ? registerText.buildingFirst : undefined}
        placeholder={formText.select}
        choices={[...buildings.map((b) => ({ value: b.building, label: b.building })), { value: OTHER_BUILDING, label: formText.other }]}
        options={{ ...validation(form, 'building'), onChange: (e: React.ChangeEvent<HTMLSelectElement>) => choose(e.target.value) }}
      />
      {other && (
        <div className="form-grid">
          <TextField name="houseNumber" label={registerText.houseNumber} options={validation(form, 'houseNumber')} />
          <TextField name="flatNumber" label={registerText.flatNumber} options={validation(form, 'flatNumber')} />
          <TextField name="street" label={registerText.street} autoComplete="address-line1" options={validation(form, 'street')} />
          <TextField name="town" label={registerText.town} autoComplete="address-level2" options={validation(form, 'town')} />
          <TextField name="county" label={registerText.county} autoComplete="address-level1" options={validation(form, 'county')} />
        </div>
      )}
    </>
  );
}
