import { AutocompleteArrayInput, ReferenceArrayInput, required as requiredValue } from 'react-admin';
import { optionText } from './customerOption.ts';

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
