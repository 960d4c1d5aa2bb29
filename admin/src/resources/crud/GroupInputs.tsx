import { TextInput, maxLength, minLength, required } from 'react-admin';

/** What a customer group (a pricing or treatment tier) holds: a name of 2 to 50 characters, unique, and what it is for. */
export function GroupInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), minLength(2), maxLength(50)]} />
      <TextInput source="description" validate={maxLength(200)} multiline fullWidth />
    </>
  );
}

/** The fields of a group a stale save's refusal lists when they were saved since. */
export const GROUP_FIELDS = ['name', 'description'] as const;
