import './messages.ts'; // the screen's texts, registered before it renders
import { Create, DataTable, List, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';

const COUNTRIES = [
  { id: 'GB', name: 'GB' },
  { id: 'ES', name: 'ES' },
];

/** Holidays (`name`) and freeze days (`reason`) share their screens; `label` is the text field. */
export function dayScreens(label: 'name' | 'reason') {
  function DayList() {
    return (
      <List filters={[<SelectInput key="country" source="country" choices={COUNTRIES} alwaysOn />]} sort={{ field: 'date', order: 'ASC' }}>
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="date" />
          <DataTable.Col source="country" />
          <DataTable.Col source={label} />
        </DataTable>
      </List>
    );
  }
  function DayInputs() {
    return (
      <>
        <TextInput source="date" type="date" validate={required()} />
        <SelectInput source="country" choices={COUNTRIES} validate={required()} />
        <TextInput source={label} />
      </>
    );
  }
  function DayCreate() {
    return (
      <Create redirect="list">
        <SimpleForm defaultValues={{ country: 'GB' }}>
          <DayInputs />
        </SimpleForm>
      </Create>
    );
  }
  // A day is shared by every loan and collection of its market: a save over a colleague's edit is refused (409) and shown.
  function DayEdit() {
    return (
      <Edit redirect="list" mutationMode="pessimistic">
        <VersionedForm fields={['date', 'country', label]}>
          <DayInputs />
        </VersionedForm>
      </Edit>
    );
  }
  return { list: DayList, create: DayCreate, edit: DayEdit };
}
