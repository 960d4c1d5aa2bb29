import './messages.ts'; // the screen's texts, registered before it renders
import {
  BooleanField,
  BooleanInput,
  DataTable,
  FunctionField,
  Labeled,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { LOAN_DEFINITION_FIELDS } from '@pronto/api';
import { Edit, Show } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';
import { DateField } from '../../fields/DateField.tsx';
import { formatOptions, parseOptions } from './forms.ts';

const COUNTRIES = [
  { id: 'GB', name: 'GB' },
  { id: 'ES', name: 'ES' },
];

const options = (record: { installmentOptions?: unknown }) => formatOptions(record.installmentOptions);

/** Loan products (loan.getAllLoanDefinitions): the amounts and terms the calculator offers. */
export function LoanDefinitionList() {
  return (
    <List
      filters={[<SelectInput key="country" source="country" choices={COUNTRIES} alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="country" />
        <DataTable.NumberCol source="minAmount" />
        <DataTable.NumberCol source="maxAmount" />
        <DataTable.NumberCol source="defaultAmount" />
        <DataTable.Col source="installmentOptions">
          <FunctionField render={options} />
        </DataTable.Col>
        <DataTable.NumberCol source="dailyRate" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function LoanDefinitionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="country" />
        <TextField source="currency" />
        <NumberField source="minAmount" />
        <NumberField source="maxAmount" />
        <NumberField source="step" />
        <FunctionField source="amounts" render={(r: { amounts?: unknown }) => formatOptions(r.amounts)} />
        <FunctionField source="installmentOptions" render={options} />
        <NumberField source="defaultAmount" />
        <NumberField source="defaultInstallments" />
        <NumberField source="defaultDays" />
        <NumberField source="duration" />
        <NumberField source="dailyRate" />
        <NumberField source="missedPaymentFee" />
        <BooleanField source="active" />
        <TextField source="updatedBy" emptyText="—" />
        <DateField source="updatedAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

/** Edits go through loan.loanDefinition: the mock checks min <= max, terms and the country's limits (422). */
export function LoanDefinitionEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => ({ ...data, installmentOptions: parseOptions(data.installmentOptions) })}
    >
      {/* No delete: the catalogue has no call that removes a loan product. A product is shared by every
          application of its market: a save over a colleague's edit is refused (409) and shown. */}
      <VersionedForm fields={LOAN_DEFINITION_FIELDS}>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <NumberInput source="minAmount" validate={required()} />
        <NumberInput source="maxAmount" validate={required()} />
        <NumberInput source="step" validate={required()} />
        <TextInput
          source="installmentOptions"
          format={formatOptions}
          helperText="resources.loanDefinitions.hints.installmentOptions"
          validate={required()}
        />
        <NumberInput source="defaultAmount" validate={required()} />
        <NumberInput source="defaultInstallments" validate={required()} />
        <NumberInput source="defaultDays" validate={required()} />
        <NumberInput source="duration" validate={required()} />
        <NumberInput source="dailyRate" step={0.01} validate={required()} />
        <NumberInput source="missedPaymentFee" />
        <BooleanInput source="active" />
      </VersionedForm>
    </Edit>
  );
}
