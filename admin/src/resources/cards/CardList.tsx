import '../../records/messages.ts'; // the column and filter labels, registered before it renders
import { BooleanField, DataTable, List, ReferenceField, SearchInput } from 'react-admin';
import { CustomerInput } from '../../people/CustomerInput.tsx';
import { DateField } from '../../fields/DateField.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <CustomerInput key="customerId" source="customerId" required={false} />];

export default function CardList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="maskedPan" />
        <DataTable.Col source="brand" />
        <DataTable.Col source="status" />
        <DataTable.Col source="subStatus" />
        <DataTable.Col source="linked">
          <BooleanField source="linked" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
