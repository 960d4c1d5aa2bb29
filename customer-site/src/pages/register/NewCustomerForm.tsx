import { useRef, useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { STORAGE_KEYS, disposableEmailRule, ruleFor, formRules } from '@pronto/domain';
import { isSpain, market } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';
import { formText } from '../../i18n/pages/forms.ts';
import { registerText } from '../../i18n/pages/register.ts';
import { EmailField } from '../../forms/EmailField.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { CheckboxField, SelectField, TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { errorCode, errorMessages } from '../../forms/server-errors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useEnums } from '../../forms/enums.ts';
import { session } from '../../session/session.ts';
import { store } from '../../session/storage.ts';
import { trackConversion } from '../../tracking/conversion.ts';
import { AddressFields } from './AddressFields.tsx';
import type { FormValues } from './payload.ts';
import { WorkFields } from '../../forms/WorkFields.tsx';

const emailRule = ruleFor(formRules(market).registration, 'emailAddress');
const disposable = disposableEmailRule(market);

/**
 * The browser's disposable-domain check saves a round trip; the API checks the same lists at registration
 * (InvalidEmail). Its first run downloads 2.4 MB of lists (seconds on a slow line, tens of seconds on the dev
 * server), so it holds the form at most this long, then lets the API decide.
 */
const DISPOSABLE_WAIT_MS = 5000;
const withinWait = (check: Promise<string | undefined>) =>
  Promise.race([check, new Promise<undefined>((resolve) => setTimeout(resolve, DISPOSABLE_WAIT_MS))]);

/** Sync rules first, then (Spanish variant) the disposable-domain check. */
const emailValidation = {
  validate: async (value: unknown, values: object) => emailRule(value, values) ?? (await withinWait(disposable(value))) ?? true,
};

const privacyHref = href('privacyPolicy');

/*
 * registerFormvalues (customer-site.md §3): what the customer has typed survives a reload or a visit to
 * another page for a day. The consents are not kept: they are given again, on the form that is sent.
 */
const SAVED_TTL_S = 86_400;
const notSaved = new Set(['agreementsAccept', 'accurateInformation']);

function saveValues(form: HTMLFormElement) {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && !notSaved.has(key)) values[key] = value;
  store.set(STORAGE_KEYS.registerFormvalues, values, SAVED_TTL_S);
}

function savedValues(): Partial<FormValues> {
  const saved = store.get<Record<string, string>>(STORAGE_KEYS.registerFormvalues) ?? {};
  return Object.fromEntries(Object.entries(saved).filter(([key]) => !notSaved.has(key)));
}

/** The new-customer form of customer-site.md §3 (UK/generic or Spanish). */
export function NewCustomerForm() {
  const methods = useForm<FormValues>({ defaultValues: { ...savedValues(), agreementsAccept: false, accurateInformation: false } });
  const { handleSubmit, setValue, formState } = methods;
  const navigate = useNavigate();
  const enums = useEnums();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [fieldCount, setFieldCount] = useState(0);
  const alreadyRegistered = useRef(0);

  const submit = async (values: FormValues) => {
    setFieldCount(0);
    // Loaded on sending (the entry fetches the tracking first only for a landing url with a query): not part
    // of the page's first load.
    const [{ attachAffiliates, landingGroup, uniqueClientId }, { registrationPayload }] = await Promise.all([
      import('../../tracking/affiliate.ts'),
      import('./payload.ts'),
    ]);
    const body = registrationPayload(values, { uId: uniqueClientId(), tryCount: alreadyRegistered.current, landingGroup: landingGroup() });
    const result = await call('customer.customer.post', { data: body });
    if (result.status === 200 && result.data?.token) {
      setServerErrors([]);
      store.remove(STORAGE_KEYS.registerFormvalues);
      session.save(result.data.token, result.data.customerDetails);
      trackConversion('registration', { customerId: result.data.customerDetails.id });
      trackConversion('preRegister');
      void attachAffiliates();
      navigate(href('registerOtp'));
      return;
    }
    const code = errorCode(result);
    if (code === 'InvalidEmail') setValue('emailAddress', '');
    if (code === 'CustomerAlreadyRegistered') alreadyRegistered.current += 1;
    setServerErrors(errorMessages(result, t.common.tryAgain));
  };

  const invalid = (errors: object) => {
    setServerErrors([]);
    setFieldCount(Object.keys(errors).length);
  };

  // Only the Spanish e-mail check is asynchronous; tying the button to every (sync) blur validation would swallow clicks.
  const busy = formState.isSubmitting || (isSpain && Boolean(formState.validatingFields.emailAddress));
  return (
    <FormProvider {...methods}>
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit(submit, invalid)}
        onChange={(event) => saveValues(event.currentTarget)}
        aria-describedby="register-subtitle"
      >
        <FormAlert errors={serverErrors} fieldCount={fieldCount} />
        <fieldset className="form-section">
          <legend>{registerText.personal}</legend>
          <div className="form-grid">
            <TextField
              name="firstName"
              label={registerText.firstName}
              autoComplete="given-name"
              options={validation('registration', 'firstName')}
            />
            <TextField
              name="lastName"
              label={registerText.lastName}
              autoComplete="family-name"
              options={validation('registration', 'lastName')}
            />
            {isSpain ? (
              <TextField
                name="additionalField"
                label={registerText.additionalField}
                autoCapitalize="characters"
                options={validation('registration', 'additionalField')}
              />
            ) : (
              <SelectField
                name="gender"
                label={registerText.gender}
                placeholder={formText.select}
                choices={enums.gender}
                options={validation('registration', 'gender')}
              />
            )}
            <TextField
              name="birthDate"
              label={registerText.birthDate}
              type="date"
              autoComplete="bday"
              options={validation('registration', 'birthDate')}
            />
          </div>
        </fieldset>
        {!isSpain && (
          <fieldset className="form-section">
            <legend>{registerText.address}</legend>
            <AddressFields form="registration" />
          </fieldset>
        )}
        {!isSpain && (
          <fieldset className="form-section">
            <legend>{registerText.work}</legend>
            <SelectField
              name="employmentStatus"
              label={registerText.employmentStatus}
              placeholder={formText.select}
              choices={enums.employmentStatus}
              options={validation('registration', 'employmentStatus')}
            />
            <WorkFields form="registration" />
          </fieldset>
        )}
        <fieldset className="form-section">
          <legend>{registerText.contact}</legend>
          <div className="form-grid">
            <TextField
              name="mobilePhone"
              label={registerText.mobilePhone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              options={validation('registration', 'mobilePhone')}
            />
            <EmailField name="emailAddress" label={registerText.emailAddress} options={emailValidation} />
          </div>
        </fieldset>
        <CheckboxField
          name="agreementsAccept"
          label={
            <>
              {registerText.agreementsAccept.replace(registerText.privacyLink, '')}
              <a href={privacyHref} target={isSpain ? '_blank' : undefined} rel={isSpain ? 'noopener noreferrer' : undefined}>
                {registerText.privacyLink}
              </a>
            </>
          }
          options={validation('registration', 'agreementsAccept')}
        />
        <CheckboxField
          name="accurateInformation"
          label={registerText.accurateInformation}
          options={validation('registration', 'accurateInformation')}
        />
        <SubmitButton busy={busy}>{registerText.submit}</SubmitButton>
      </form>
    </FormProvider>
  );
}
