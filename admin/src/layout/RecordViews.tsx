// The one place react-admin's Show and Edit are used: the screens import these (eslint.config.js).
/* eslint-disable no-restricted-imports */
import {
  Edit as RaEdit,
  EditGuesser as RaEditGuesser,
  Show as RaShow,
  ShowGuesser as RaShowGuesser,
  type EditProps,
  type ShowProps,
} from 'react-admin';
/* eslint-enable no-restricted-imports */
import { useRecordQueryOptions } from './useRecordQueryOptions.ts';

/** react-admin's Show; a record the API does not have opens the error route (useRecordQueryOptions). */
export function Show(props: ShowProps) {
  return <RaShow queryOptions={useRecordQueryOptions()} {...props} />;
}

/** react-admin's Edit; a record the API does not have opens the error route (useRecordQueryOptions). */
export function Edit(props: EditProps) {
  return <RaEdit queryOptions={useRecordQueryOptions()} {...props} />;
}

/** react-admin's ShowGuesser, with the error route for a missing record. */
export function ShowGuesser(props: ShowProps) {
  return <RaShowGuesser queryOptions={useRecordQueryOptions()} {...props} />;
}

/** react-admin's EditGuesser, with the error route for a missing record. */
export function EditGuesser(props: EditProps) {
  return <RaEditGuesser queryOptions={useRecordQueryOptions()} {...props} />;
}
