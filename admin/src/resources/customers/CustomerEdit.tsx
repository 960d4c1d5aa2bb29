import { NumberInput, SimpleForm, TextInput, DateInput, email, required } from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';

/** A customer's details: a reversible edit, so react-admin's undoable mode (saved when the "Undo" notice closes). */
export default function CustomerEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <TextInput source="emailAddress" validate={[required(), email()]} />
        <TextInput source="mobilePhone" disabled />
        <TextInput source="additionalField" />
        <DateInput source="birthDate" />
        <TextInput source="gender" />
        <TextInput source="employmentStatus" />
        <NumberInput source="monthlyIncome" />
        <TextInput source="position" />
      </SimpleForm>
    </Edit>
  );
}
