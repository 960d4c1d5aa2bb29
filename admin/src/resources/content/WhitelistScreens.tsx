import './messages.ts'; // the screen's texts, registered before it renders
import { CreateButton, Create, DataTable, DeleteButton, List, SimpleForm, TextInput, TopToolbar, required } from 'react-admin';
import { DateField } from '../../fields/DateField.tsx';
import { RpcButton } from '../../actions/RpcButton.tsx';

function ListActions() {
  return (
    <TopToolbar>
      <RpcButton
        label="resources.whitelist.actions.invalidate"
        success="resources.whitelist.notifications.invalidated"
        params={undefined}
        call={(dp) => dp.invalidateWhitelist('whitelist')}
      />
      <CreateButton />
    </TopToolbar>
  );
}

export function WhitelistList() {
  return (
    <List actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="ip" />
        <DataTable.Col source="note" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="ra.action.delete">
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function WhitelistCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="ip" validate={required()} />
        <TextInput source="note" />
      </SimpleForm>
    </Create>
  );
}
