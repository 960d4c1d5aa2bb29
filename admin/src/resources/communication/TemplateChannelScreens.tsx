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
import { VersionedForm } from '../../layout/VersionedForm.tsx';

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

const CHANNEL_FIELDS = ['name', 'description', 'active'] as const;

function ChannelInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} helperText="resources.templateChannels.nameHelp" />
      <TextInput source="description" fullWidth />
      <BooleanInput source="active" />
    </>
  );
}

export function TemplateChannelCreate() {
  return (
    <Create redirect="list" record={{ active: true }}>
      <SimpleForm>
        <ChannelInputs />
      </SimpleForm>
    </Create>
  );
}

// Every template of the channel shares it: a save over a colleague's edit is refused (409) and shown.
export function TemplateChannelEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic">
      <VersionedForm fields={CHANNEL_FIELDS} actions={<DeleteButton mutationMode="pessimistic" />}>
        <ChannelInputs />
      </VersionedForm>
    </Edit>
  );
}
