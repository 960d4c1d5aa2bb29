import './messages.ts'; // the screen's texts, registered before it renders
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DeleteButton,
  List,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';

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

const RULE_FIELDS = ['name', 'percent', 'minLoans', 'validFrom', 'validTo', 'active'] as const;

/** The mock checks the name, 0 < percent <= 100 and from <= to; its sentence is what the user sees. */
function RuleInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <NumberInput source="percent" validate={required()} />
      <NumberInput source="minLoans" />
      <TextInput source="validFrom" type="date" validate={required()} />
      <TextInput source="validTo" type="date" validate={required()} />
      <BooleanInput source="active" />
    </>
  );
}

export function DiscountRuleCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ minLoans: 0, active: true }}>
        <RuleInputs />
      </SimpleForm>
    </Create>
  );
}

// A rule applies to every loan it matches: a save over a colleague's edit is refused (409) and shown.
export function DiscountRuleEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic">
      <VersionedForm fields={RULE_FIELDS} actions={<DeleteButton mutationMode="pessimistic" />}>
        <RuleInputs />
      </VersionedForm>
    </Edit>
  );
}
