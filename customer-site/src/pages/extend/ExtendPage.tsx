import { useMemo, useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate } from '../../app/router.tsx';
import { call, type AddressEntry, type CustomerDetails } from '@pronto/api/customer-site';
import { provinces } from '@pronto/countries';
import { workFieldsFor } from '@pronto/domain';
import { isSpain } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { useEnums } from '../../forms/enums.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { SelectField, TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { errorMessages } from '../../forms/server-errors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { t } from '../../i18n/index.ts';
import { formText } from '../../i18n/pages/forms.ts';
import { registerText } from '../../i18n/pages/register.ts';
import { extendText } from '../../i18n/pages/extend.ts';
import { session, useSession } from '../../session/session.ts';
import { trackConversion } from '../../tracking/conversion.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { WorkFields } from '../../forms/WorkFields.tsx';

type Values = Record<string, string>;

// Only the Spanish form chooses a province: the UK build leaves the table out.
const provinceChoices = isSpain ? provinces.map((p) => ({ value: p.name, label: p.name })) : [];

function defaultsOf(customer: CustomerDetails | null): Values {
  const home = customer?.customerAddress.find((a) => a.addressType === 'home');
  const work = customer?.customerAddress.find((a) => a.addressType === 'work');
  const workPhone = customer?.communication.find((c) => c.type === 'phone' && c.subType === 'work')?.value;
  return {
    gender: customer?.gender ?? '',
    town: home?.town ?? '',
    postCode: home?.postCode ?? '',
    street: home?.street ?? '',
    county: home?.county ?? '',
    houseNumber: home?.houseNumber ?? '',
    flatNumber: home?.flatNumber ?? '',
    building: home?.building ?? '',
    employmentStatus: customer?.employmentStatus ?? '',
    workAddressCompanyName: work?.companyName ?? '',
    workAddressCompanyAddress: work?.district ?? '',
    monthlyIncome: customer?.monthlyIncome ? String(customer.monthlyIncome) : '',
    workPhone: workPhone ?? '',
    position: customer?.position ?? '',
  };
}

/** The customer update (v2) body: home and work addresses and the work phone (customer-site.md §7). */
export function extensionBody(v: Values): Partial<CustomerDetails> & Record<string, unknown> {
  const shown = new Set<string>(workFieldsFor(v.employmentStatus));
  const home: AddressEntry = {
    addressType: 'home',
    building: v.building || `${v.houseNumber} ${v.street}`.trim(),
    town: v.town,
    postCode: v.postCode,
    street: v.street,
    county: v.county,
    houseNumber: v.houseNumber,
    flatNumber: v.flatNumber,
  };
  const addresses: AddressEntry[] = [home];
  if (shown.has('workAddressCompanyName') && v.workAddressCompanyName) {
    addresses.push({ addressType: 'work', companyName: v.workAddressCompanyName, district: v.workAddressCompanyAddress });
  }
  const body: Partial<CustomerDetails> & Record<string, unknown> = {
    gender: v.gender,
    employmentStatus: v.employmentStatus,
    monthlyIncome: Number(v.monthlyIncome),
    customerAddress: addresses,
  };
  if (shown.has('position') && v.position) body.position = v.position;
  if (shown.has('workPhone') && v.workPhone)
    body.communication = [{ id: 0, type: 'phone', subType: 'work', countryCode: '', value: v.workPhone }];
  return body;
}

/** customerExtend (Verify Your Details): additional info -> update customer v2 -> status registered -> loan request. */
export default function ExtendPage() {
  const { customer } = useSession();
  const defaults = useMemo(() => defaultsOf(customer), [customer]);
  const methods = useForm<Values>({ defaultValues: defaults });
  const enums = useEnums();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldCount, setFieldCount] = useState(0);

  const submit = async (values: Values) => {
    setFieldCount(0);
    const updated = await call('customer.customerV2', { data: extensionBody(values) });
    if (updated.status !== 200 || !updated.data) {
      setErrors(errorMessages(updated, extendText.extendError));
      return;
    }
    session.setCustomer(updated.data);
    const registered = await call('customer.registered', { data: {} });
    if (registered.status !== 200 || !registered.data?.status) {
      setErrors(errorMessages(registered, extendText.extendError));
      return;
    }
    session.setStatus(registered.data.status);
    trackConversion('customerExtend', { customerId: updated.data.id });
    notifier.success(t.common.success);
    navigate(href('loanRequest'));
  };

  return (
    <div className="container page">
      <div className="narrow-wide">
        <h1>{extendText.title}</h1>
        <AccountNav />
        <p className="lead">{extendText.subtitle}</p>
        <FormProvider {...methods}>
          <form noValidate onSubmit={methods.handleSubmit(submit, (e) => setFieldCount(Object.keys(e).length))}>
            <FormAlert errors={errors} fieldCount={fieldCount} />
            <input type="hidden" {...methods.register('building')} />
            <fieldset className="form-section">
              <legend>{registerText.address}</legend>
              <div className="form-grid">
                <SelectField
                  name="gender"
                  label={registerText.gender}
                  placeholder={formText.select}
                  choices={enums.gender}
                  options={validation('additionalInfo', 'gender')}
                />
                {isSpain ? (
                  <SelectField
                    name="town"
                    label={extendText.town}
                    placeholder={formText.select}
                    choices={provinceChoices}
                    options={validation('additionalInfo', 'town')}
                  />
                ) : (
                  <TextField
                    name="town"
                    label={registerText.town}
                    autoComplete="address-level2"
                    options={validation('additionalInfo', 'town')}
                  />
                )}
                <TextField
                  name="postCode"
                  label={registerText.postCode}
                  autoComplete="postal-code"
                  options={validation('additionalInfo', 'postCode')}
                />
                <TextField
                  name="street"
                  label={registerText.street}
                  autoComplete="address-line1"
                  options={validation('additionalInfo', 'street')}
                />
                <TextField name="county" label={registerText.county} options={validation('additionalInfo', 'county')} />
                <TextField
                  name="houseNumber"
                  label={registerText.houseNumber}
                  inputMode="numeric"
                  options={validation('additionalInfo', 'houseNumber')}
                />
                <TextField name="flatNumber" label={registerText.flatNumber} options={validation('additionalInfo', 'flatNumber')} />
              </div>
            </fieldset>
            <fieldset className="form-section">
              <legend>{registerText.work}</legend>
              <SelectField
                name="employmentStatus"
                label={registerText.employmentStatus}
                placeholder={formText.select}
                choices={enums.employmentStatus}
                options={validation('additionalInfo', 'employmentStatus')}
              />
              <WorkFields form="additionalInfo" />
            </fieldset>
            <SubmitButton busy={methods.formState.isSubmitting}>{extendText.submit}</SubmitButton>
          </form>
        </FormProvider>
      </div>
    </div>
  );
}
