import { AutocompleteInput, ReferenceInput, required as requiredValue } from 'react-admin';
import type { CustomerInputProps } from './CustomerInput.tsx';
import { optionText } from './customerOption.ts';

/** The customer search as an autocomplete (CustomerInput loads it with the screen that shows it). */
export default function CustomerAutocomplete({ source, label, required = true }: CustomerInputProps) {
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
