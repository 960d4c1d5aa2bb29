import './messages.ts'; // the screen's texts, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  ReferenceField,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Edit, Show } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';
import { DateField } from '../../fields/DateField.tsx';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '../../providers/complaints.ts';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { CustomerLoanInputs } from '../../people/CustomerLoanInputs.tsx';

interface ComplaintCase {
  id: number;
  status: ComplaintStatus;
}

const STATUS_CHOICES = COMPLAINT_STATUSES.map((id) => ({ id, name: `resources.complaintCases.statuses.${id}` }));

function StatusField() {
  const record = useRecordContext<ComplaintCase>();
  const translate = useTranslate();
  return <>{record ? translate(`resources.complaintCases.statuses.${record.status}`) : null}</>;
}

export function ComplaintList() {
  return (
    <List
      filters={[<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="subject" />
        <DataTable.Col source="status">
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function ComplaintCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <CustomerLoanInputs customerLabel="resources.complaintCases.fields.customerId" loanLabel="resources.complaintCases.fields.loanId" />
        <TextInput source="subject" validate={required()} />
        <TextInput source="description" multiline minRows={3} fullWidth />
      </SimpleForm>
    </Create>
  );
}

const CASE_FIELDS = ['subject', 'description'] as const;

// Colleagues work the same case: a save over one of theirs is refused (409) and shown, what was typed stays.
export function ComplaintEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic">
      <VersionedForm fields={CASE_FIELDS} actions={<DeleteButton mutationMode="pessimistic" />}>
        <TextInput source="subject" validate={required()} />
        <TextInput source="description" multiline minRows={3} fullWidth />
      </VersionedForm>
    </Edit>
  );
}

/** Buttons to every other status; each change lands in the history. */
function StatusButtons() {
  const record = useRecordContext<ComplaintCase>();
  if (!record) return null;
  return (
    <>
      {COMPLAINT_STATUSES.filter((s) => s !== record.status).map((status) => (
        <RpcButton
          key={status}
          label={`resources.complaintCases.actions.${status}`}
          success="resources.complaintCases.notifications.statusChanged"
          params={{ complaintCaseId: record.id, status }}
          call={(dp, p) => dp.changeComplaintStatus('complaintCases', p)}
        />
      ))}
    </>
  );
}

function History() {
  const record = useRecordContext<ComplaintCase>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const history = useQuery({
    queryKey: ['complaintCases', 'history', record?.id, record?.status],
    queryFn: () => dataProvider.complaintHistory('complaintCases', { complaintCaseId: Number(record?.id) }),
    enabled: record !== undefined,
  });
  return (
    <section>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.complaintCases.history')}
      </Typography>
      <Table size="small" aria-label={translate('resources.complaintCases.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.complaintCases.fields.status')}</TableCell>
            <TableCell>{translate('resources.complaintCases.fields.createdBy')}</TableCell>
            <TableCell>{translate('resources.complaintCases.fields.createdAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(history.data ?? []).map((h, n) => (
            <TableRow key={n}>
              <TableCell>{translate(`resources.complaintCases.statuses.${h.status}`)}</TableCell>
              <TableCell>{h.createdBy}</TableCell>
              <TableCell>{h.createdAt}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <StatusButtons />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

export function ComplaintShow() {
  return (
    <Show actions={<Actions />}>
      <Stack>
        <SimpleShowLayout>
          <ReferenceField source="customerId" reference="customers" link="show" />
          <TextField source="loanId" emptyText="-" />
          <TextField source="subject" />
          <TextField source="description" emptyText="-" />
          <StatusField />
          <DateField source="createdAt" showTime />
          <History />
        </SimpleShowLayout>
      </Stack>
    </Show>
  );
}
