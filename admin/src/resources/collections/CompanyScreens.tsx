import './messages.ts'; // the screen's texts, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Edit, Show } from '../../layout/RecordViews.tsx';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';

const COUNTRIES = [
  { id: 'GB', name: 'GB' },
  { id: 'ES', name: 'ES' },
];

export function CompanyList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="country" />
        <DataTable.Col source="email" />
        <DataTable.Col source="commission">
          <NumberField source="commission" />
        </DataTable.Col>
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function CompanyForm() {
  return (
    <SimpleForm defaultValues={{ active: true, country: 'GB' }}>
      <TextInput source="name" validate={required()} />
      <SelectInput source="country" choices={COUNTRIES} validate={required()} />
      <TextInput source="email" type="email" />
      <NumberInput source="commission" min={0} max={100} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}

export function CompanyCreate() {
  return (
    <Create redirect="show">
      <CompanyForm />
    </Create>
  );
}

export function CompanyEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic">
      <CompanyForm />
    </Edit>
  );
}

/** Loans assigned to or taken from this company, newest first. */
function CompanyHistory() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const history = useQuery({ queryKey: ['collections', 'history'], queryFn: () => dataProvider.assignmentHistory('loans') });
  if (!record) return null;
  const rows = (history.data ?? []).filter((h) => h.kind === 'collectionCompany' && (h.value === record.id || h.value === null));
  return (
    <section>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.collectionCompanies.history')}
      </Typography>
      <Table size="small" aria-label={translate('resources.collectionCompanies.history')}>
        <TableHead>
          <TableRow>
            {['loan', 'change', 'by', 'at'].map((k) => (
              <TableCell key={k}>{translate(`resources.collectionCompanies.historyFields.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((h) => (
            <TableRow key={h.id}>
              <TableCell>{h.loanId}</TableCell>
              <TableCell>
                {translate(h.value === null ? 'resources.collectionCompanies.unassigned' : 'resources.collectionCompanies.assigned')}
              </TableCell>
              <TableCell>{h.createdBy}</TableCell>
              <TableCell>{h.createdAt}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

export function CompanyShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="country" />
        <TextField source="email" emptyText="-" />
        <NumberField source="commission" />
        <BooleanField source="active" />
        <CompanyHistory />
      </SimpleShowLayout>
    </Show>
  );
}
