import { AutocompleteInput, ReferenceInput, required } from 'react-admin';

interface CustomerChoice {
  id: number;
  firstName?: string;
  lastName?: string;
  mobilePhone?: string;
}

const optionText = (c: CustomerChoice | undefined) =>
  c ? `${c.firstName ?? ''} ${c.lastName ?? ''} · ${c.mobilePhone ?? c.id}`.trim() : '';

/** Finds a customer by name, phone or e-mail as staff type (the customer search), not by a typed id (issue 16). */
export function CustomerInput({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="customers">
      <AutocompleteInput label={label} optionText={optionText} filterToQuery={(q: string) => ({ q })} validate={required()} />
    </ReferenceInput>
  );
}
