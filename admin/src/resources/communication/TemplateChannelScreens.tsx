import './messages.ts'; // the screen's texts, registered before it renders
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DeleteButton,
  List,
  SearchInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Template channels (CommTemplateChannel): the mock refuses deleting or renaming one that templates use. */
export function TemplateChannelList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="description" />
        <DataTable.NumberCol source="templates" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col label="ra.action.delete">
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ChannelForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} helperText="resources.templateChannels.nameHelp" />
      <TextInput source="description" fullWidth />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}

export function TemplateChannelCreate() {
  return (
    <Create redirect="list" record={{ active: true }}>
      <ChannelForm />
    </Create>
  );
}

export function TemplateChannelEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic">
      <ChannelForm />
    </Edit>
  );
}
