import { staffCustomerRules, type Rule } from '@pronto/domain';
import { useMemo } from 'react';
import { NumberInput, TextInput, DateInput, useLocaleState } from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';

/** The fields of the form (what customer.customer.put writes, and the phone shown); the stale-save notice compares these. */
const FIELDS = [
  'firstName',
  'lastName',
  'emailAddress',
  'additionalField',
  'birthDate',
  'gender',
  'employmentStatus',
  'monthlyIncome',
  'position',
] as const;

/** The mock's own rules for this call (@pronto/domain staffCustomerRules), in the console's language. */
function useRules(): Record<'firstName' | 'lastName' | 'emailAddress' | 'monthlyIncome', Rule[]> {
  const [locale = 'en'] = useLocaleState();
  return useMemo(() => {
    const rules = staffCustomerRules(locale === 'es' ? 'ES' : 'GB');
    const of = (field: string): Rule[] => [...(rules[field] ?? [])];
    return { firstName: of('firstName'), lastName: of('lastName'), emailAddress: of('emailAddress'), monthlyIncome: of('monthlyIncome') };
  }, [locale]);
}

/**
 * A customer's details. Saved when confirmed (pessimistic): an undoable save was lost when the tab closed
 * inside the undo window, and said "updated" before the server could refuse it. The record's version
 * travels with the save, so a save over someone else's newer one is refused with who and when
 * (VersionedForm), and the form is checked first with the server's own rules.
 */
export default function CustomerEdit() {
  const rules = useRules();
  return (
    <Edit mutationMode="pessimistic">
      <VersionedForm fields={FIELDS}>
        <TextInput source="firstName" validate={rules.firstName} />
        <TextInput source="lastName" validate={rules.lastName} />
        <TextInput source="emailAddress" validate={rules.emailAddress} />
        <TextInput source="mobilePhone" disabled />
        <TextInput source="additionalField" />
        <DateInput source="birthDate" />
        <TextInput source="gender" />
        <TextInput source="employmentStatus" />
        <NumberInput source="monthlyIncome" validate={rules.monthlyIncome} />
        <TextInput source="position" />
      </VersionedForm>
    </Edit>
  );
}
