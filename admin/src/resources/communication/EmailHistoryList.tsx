import '../../records/messages.ts'; // the column labels, registered before it renders
import { DataTable, List, ReferenceField, TextInput } from 'react-admin';
import { DateField } from '../../fields/DateField.tsx';
import { CustomerInput } from '../../people/CustomerInput.tsx';

const filters = [
  <TextInput key="emailAddress" source="emailAddress" alwaysOn />,
  <CustomerInput key="customerId" source="customerId" required={false} />,
];

export default function EmailHistoryList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="emailAddress" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" emptyText="-" />
        </DataTable.Col>
        <DataTable.Col source="type" />
        <DataTable.Col source="subject" />
      </DataTable>
    </List>
  );
}
