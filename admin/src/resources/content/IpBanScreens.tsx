import './messages.ts'; // the screen's texts, registered before it renders
import { Create, DataTable, DeleteButton, List, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { Box } from '@mui/material';
import { DateField } from '../../fields/DateField.tsx';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { IP_CALLS } from './contentCalls.ts';

const TYPES = [
  { id: 'local', name: 'resources.ipBans.types.local' },
  { id: 'elb', name: 'resources.ipBans.types.elb' },
];

export function IpBanList() {
  return (
    <List filters={[<SelectInput key="type" source="type" choices={TYPES} alwaysOn />]} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Box sx={{ px: 2 }}>
        <CallActions title={{ en: 'IP checks', es: 'Comprobaciones de IP' }} specs={IP_CALLS} />
      </Box>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="ip" />
        <DataTable.Col source="type" />
        <DataTable.Col source="reason" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="resources.ipBans.actions.lift">
          <DeleteButton label="resources.ipBans.actions.lift" mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function IpBanCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ type: 'local' }}>
        <TextInput source="ip" validate={required()} />
        <SelectInput source="type" choices={TYPES} validate={required()} />
        <TextInput source="reason" />
      </SimpleForm>
    </Create>
  );
}
