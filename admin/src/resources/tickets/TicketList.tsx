import { BooleanField, DataTable, List, ReferenceField, SearchInput, SelectInput } from 'react-admin';
import { DateField } from '../../fields/DateField.tsx';

const QUEUES = ['open', 'unissued', 'mine', 'all'].map((q) => ({ id: q, name: `resources.tickets.queues.${q}` }));

const filters = [
  <SelectInput key="queue" source="queue" choices={QUEUES} alwaysOn label="resources.tickets.fields.queue" />,
  <SearchInput key="q" source="q" alwaysOn />,
];

export default function TicketList() {
  return (
    <List filters={filters} filterDefaultValues={{ queue: 'open' }} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="status" />
        <DataTable.Col source="assignedTo" />
        <DataTable.Col source="read">
          <BooleanField source="read" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
