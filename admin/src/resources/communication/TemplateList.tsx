import { BooleanField, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { CHANNEL_CHOICES } from './channels.ts';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="channel" source="channel" choices={CHANNEL_CHOICES} />];

export default function TemplateList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="channel" />
        <DataTable.Col source="country" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
