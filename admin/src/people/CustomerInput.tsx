import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, useResourceContext } from 'react-admin';

export interface CustomerInputProps {
  source: string;
  /** Default: the resource's own field name (`resources.<resource>.fields.<source>`). */
  label?: string;
  /** A form's customer must be chosen; a list filter's may be left empty. */
  required?: boolean;
  /** Read by react-admin's filter form: the filter always shows. */
  alwaysOn?: boolean;
}

// Loaded with the first screen that shows it: used by some 20 screens, the autocomplete would otherwise
// count as shared by most of them and land in the library chunk every first screen loads (vite.config.ts).
const CustomerAutocomplete = lazy(() => import('./CustomerAutocomplete.tsx'));

/** Finds a customer by name, phone or e-mail as staff type (the customer search), not by a typed id. */
export function CustomerInput(props: CustomerInputProps) {
  const resource = useResourceContext();
  const placeholder = (
    <TextField
      disabled
      variant="filled"
      size="small"
      margin="dense"
      label={<FieldTitle source={props.source} label={props.label} resource={resource} isRequired={props.required ?? true} />}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <CustomerAutocomplete {...props} />
    </Suspense>
  );
}
