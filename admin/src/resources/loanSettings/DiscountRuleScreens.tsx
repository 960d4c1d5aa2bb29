import './messages.ts'; // the screen's texts, registered before it renders
import type { ReactElement } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DeleteButton,
  List,
  NumberInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';

/** Discount rules (loan.discount/rules): a percentage of the interest still to pay, for a date range. */
export function DiscountRuleList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.NumberCol source="percent" />
        <DataTable.NumberCol source="minLoans" />
        <DataTable.Col source="validFrom" />
        <DataTable.Col source="validTo" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The mock checks the name, 0 < percent <= 100 and from <= to; its sentence is what the user sees. */
function RuleForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm defaultValues={{ minLoans: 0, active: true }} toolbar={toolbar}>
      <TextInput source="name" validate={required()} />
      <NumberInput source="percent" validate={required()} />
      <NumberInput source="minLoans" />
      <TextInput source="validFrom" type="date" validate={required()} />
      <TextInput source="validTo" type="date" validate={required()} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}

export function DiscountRuleCreate() {
  return (
    <Create redirect="list">
      <RuleForm />
    </Create>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function DiscountRuleEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic">
      <RuleForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
