import { Create, SimpleForm, TextInput, maxLength, minLength, required } from 'react-admin';

/** A new customer group (a pricing or treatment tier): a name of 2 to 50 characters, unique, and what it is for. */
export default function GroupCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="name" validate={[required(), minLength(2), maxLength(50)]} />
        <TextInput source="description" validate={maxLength(200)} multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
