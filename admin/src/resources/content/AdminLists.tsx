import './messages.ts'; // the screen's texts, registered before it renders
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { Box } from '@mui/material';
import { DateField } from '../../fields/DateField.tsx';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { IP_CALLS } from './contentCalls.ts';

const CULTURES = [
  { id: 'en-GB', name: 'en-GB' },
  { id: 'es-ES', name: 'es-ES' },
];

/** The business exception messages (translations under businessException.*): a row opens the translation to edit. */
export function BusinessExceptionList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="culture" source="culture" choices={CULTURES} alwaysOn />]}
      sort={{ field: 'key', order: 'ASC' }}
    >
      <DataTable rowClick={(id) => `/translations/${id}`} bulkActionButtons={false}>
        <DataTable.Col source="culture" />
        <DataTable.Col source="key" />
        <DataTable.Col source="value" />
      </DataTable>
    </List>
  );
}

export function IpLocationList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'ip', order: 'ASC' }}>
      <Box sx={{ px: 2 }}>
        <CallActions title={{ en: 'IP checks', es: 'Comprobaciones de IP' }} specs={IP_CALLS} />
      </Box>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="ip" />
        <DataTable.Col source="country" />
        <DataTable.Col source="city" />
        <DataTable.Col source="isp" />
      </DataTable>
    </List>
  );
}

/** Staff members and customers holding a sign-in that has not expired. */
export function OnlineUserList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'since', order: 'DESC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="kind" />
        <DataTable.Col source="name" />
        <DataTable.Col source="role" />
        <DataTable.Col source="since">
          <DateField source="since" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
