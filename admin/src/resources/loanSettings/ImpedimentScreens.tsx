import './messages.ts'; // the screen's texts, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import {
  Create,
  DataTable,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  required,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { DateField } from '../../fields/DateField.tsx';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { CustomerLoanInputs } from '../../people/CustomerLoanInputs.tsx';
import { IMPEDIMENT_REASONS, IMPEDIMENT_STATUSES, nextImpedimentStatuses } from './forms.ts';

interface Impediment {
  id: number;
  loanId: number;
  customerId: number;
  type: string;
  status: string;
}

const STATUS_CHOICES = IMPEDIMENT_STATUSES.map((id) => ({ id, name: `resources.impediments.statuses.${id}` }));
const REASON_CHOICES = IMPEDIMENT_REASONS.map((id) => ({ id, name: `resources.impediments.reasons.${id}` }));

/** `source` and `label` are read by the list and show layouts for the column label. */
function StatusField(_: { source: string; label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField source="status" render={(r: Impediment) => translate(`resources.impediments.statuses.${r.status}`, { _: r.status })} />
  );
}

function ReasonField(_: { source: string; label?: string }) {
  const translate = useTranslate();
  return <FunctionField source="type" render={(r: Impediment) => translate(`resources.impediments.reasons.${r.type}`, { _: r.type })} />;
}

/** Payment holds, newest first (loan.getAllImpediments/paged), filtered by status and loan. */
export function ImpedimentList() {
  return (
    <List
      filters={[
        <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
        <NumberInput key="loanId" source="loanId" />,
      ]}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="loanId" disableSort>
          <ReferenceField source="loanId" reference="loans" link="show" />
        </DataTable.Col>
        <DataTable.Col source="customerId" disableSort>
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="type" disableSort>
          <ReasonField source="type" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusField source="status" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" disableSort>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function ImpedimentCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ reason: 'illness' }}>
        <CustomerLoanInputs loanRequired loanLabel="resources.impediments.fields.loanId" />
        <SelectInput source="reason" choices={REASON_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

/** One button per status the impediment may move to (the mock refuses the others). */
function StatusButtons() {
  const record = useRecordContext<Impediment>();
  if (!record) return null;
  return (
    <>
      {nextImpedimentStatuses(record.status).map((status) => (
        <RpcButton
          key={status}
          label={`resources.impediments.actions.${status}`}
          success="resources.impediments.notifications.statusChanged"
          params={{ impedimentId: record.id, status }}
          call={(dp, p) => dp.setImpedimentStatus('impediments', p)}
        />
      ))}
    </>
  );
}

/** loan.staff/customerCanCreateImpediment: whether the customer could ask for another hold now. */
function CanCreate() {
  const record = useRecordContext<Impediment>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const answer = useQuery({
    queryKey: ['impediments', 'canCreate', record?.customerId, record?.status],
    queryFn: () => dataProvider.canCreateImpediment('impediments', { customerId: Number(record?.customerId) }),
    enabled: record !== undefined,
  });
  if (!answer.data) return null;
  return (
    <section>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.impediments.canCreate')}
      </Typography>
      <Typography role="status">
        {translate(answer.data.canCreate ? 'pronto.common.yes' : 'pronto.common.no')}
        {answer.data.reason ? ` — ${answer.data.reason}` : ''}
      </Typography>
    </section>
  );
}

export function ImpedimentShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <StatusButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="loanId" reference="loans" link="show" />
        <ReferenceField source="customerId" reference="customers" link="show" />
        <ReasonField source="type" />
        <StatusField source="status" />
        <TextField source="createdBy" emptyText="—" />
        <DateField source="createdAt" showTime />
        <TextField source="updatedBy" emptyText="—" />
        <DateField source="updatedAt" showTime emptyText="—" />
        <CanCreate />
      </SimpleShowLayout>
    </Show>
  );
}
