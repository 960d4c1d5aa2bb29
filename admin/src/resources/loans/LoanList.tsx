import '../../records/messages.ts'; // the column and filter labels, registered before it renders
import { DataTable, DateInput, List, NumberInput, ReferenceField, SelectInput, TextField } from 'react-admin';
import { lazy } from 'react';
import { SelectCell, SelectPageHeader } from '../../selection/SelectCell.tsx';
import { SelectionBar } from '../../selection/SelectionBar.tsx';
import { ShowLink } from '../../fields/ShowLink.tsx';
import { COUNTRY_CHOICES } from '../../statuses/statusChoices.ts';
import { DateField } from '../../fields/DateField.tsx';
import { EnumField } from '../../fields/EnumField.tsx';
import { enumChoices } from '../../fields/enums.ts';
import { MoneyField } from '../../fields/MoneyField.tsx';
import { CustomerInput } from '../../people/CustomerInput.tsx';

const filters = [
  <SelectInput key="status" source="status" choices={enumChoices('loanStatus')} alwaysOn />,
  <CustomerInput key="customerId" source="customerId" required={false} />,
  <SelectInput key="country" source="country" choices={COUNTRY_CHOICES} />,
  <DateInput key="from" source="issueDateFrom" />,
  <DateInput key="to" source="issueDateTo" />,
  <NumberInput key="min" source="amountMin" />,
  <NumberInput key="max" source="amountMax" />,
];

// Loaded once something is selected.
const BulkActions = lazy(() => import('./selection/BulkActions.tsx'));

export default function LoanList() {
  return (
    <List filters={filters} sort={{ field: 'issueDate', order: 'DESC' }}>
      <SelectionBar actions={BulkActions} />
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col label={<SelectPageHeader />} disableSort>
          <SelectCell />
        </DataTable.Col>
        <DataTable.Col source="id">
          <ShowLink>
            <TextField source="id" />
          </ShowLink>
        </DataTable.Col>
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="application" />
        <DataTable.Col source="amount">
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="issueDate">
          <DateField source="issueDate" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <EnumField source="status" name="loanStatus" chip />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
