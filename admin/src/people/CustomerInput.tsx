import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, required as requiredValue } from 'react-admin';

interface CustomerChoice {
  id: number;
  firstName?: string;
  lastName?: string;
  mobilePhone?: string;
}

const optionText = (c: CustomerChoice | undefined) =>
  c ? `${c.firstName ?? ''} ${c.lastName ?? ''} · ${c.mobilePhone ?? c.id}`.trim() : '';

interface CustomerInputProps {
  source: string;
  /** Default: the resource's own field name (`resources.<resource>.fields.<source>`). */
  label?: string;
  /** A form's customer must be chosen; a list filter's may be left empty. */
  required?: boolean;
  /** Read by react-admin's filter form: the filter always shows. */
  alwaysOn?: boolean;
}

/** Finds a customer by name, phone or e-mail as staff type (the customer search), not by a typed id (issue 16). */
export function CustomerInput({ source, label, required = true }: CustomerInputProps) {
  return (
    <ReferenceInput source={source} reference="customers">
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={(q: string) => ({ q })}
        validate={required ? requiredValue() : undefined}
      />
    </ReferenceInput>
  );
}

/** Several customers, each found by name, phone or e-mail; the value is their ids. */
export function CustomersInput({ source, label, required = true }: { source: string; label: string; required?: boolean }) {
  return (
    <ReferenceArrayInput source={source} reference="customers">
      <AutocompleteArrayInput
        label={label}
        optionText={optionText}
        filterToQuery={(q: string) => ({ q })}
        validate={required ? requiredValue() : undefined}
        sx={{ minWidth: 280 }}
      />
    </ReferenceArrayInput>
  );
}
