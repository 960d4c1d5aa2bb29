import { DataTable, DateField, DateInput, List, NumberField, NumberInput, ReferenceField, SelectInput, TextInput } from 'react-admin';
import { COUNTRY_CHOICES } from '../../statuses/statusChoices.ts';

export const LOAN_STATUS_CHOICES = ['requested', 'approved', 'issued', 'overdue', 'repaid', 'closed', 'cancelled', 'declined'].map((s) => ({
  id: s,
  name: s,
}));

const filters = [
  <SelectInput key="status" source="status" choices={LOAN_STATUS_CHOICES} alwaysOn />,
  <TextInput key="customerId" source="customerId" />,
  <SelectInput key="country" source="country" choices={COUNTRY_CHOICES} />,
  <DateInput key="from" source="issueDateFrom" />,
  <DateInput key="to" source="issueDateTo" />,
  <NumberInput key="min" source="amountMin" />,
  <NumberInput key="max" source="amountMax" />,
];

export default function LoanList() {
  return (
    <List filters={filters} sort={{ field: 'issueDate', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="application" />
        <DataTable.Col source="amount">
          <NumberField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="issueDate">
          <DateField source="issueDate" />
        </DataTable.Col>
        <DataTable.Col source="status" />
      </DataTable>
    </List>
  );
}
