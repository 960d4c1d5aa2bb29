import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  CreateButton,
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../fields/DateField.tsx';
import { useMutation } from '@tanstack/react-query';
import { DOCUMENT_TYPES, documentsRpc, type DocumentRecord } from '../../providers/documents.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';

export const TYPE_CHOICES = DOCUMENT_TYPES.map((id) => ({ id, name: `resources.documents.types.${id}` }));

/** The document count of the filtered customer (communication.documentCount), by type. */
function CountBanner() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const customerId = Number(filterValues.customerId) || null;
  const count = useQuery({
    queryKey: ['documents', 'count', customerId],
    queryFn: () => documentsRpc.documentCount({ customerId: customerId as number }),
    enabled: customerId !== null,
  });
  if (customerId === null) return <Alert severity="info">{translate('resources.documents.chooseCustomer')}</Alert>;
  if (count.error) return <Alert severity="error">{count.error.message}</Alert>;
  if (!count.data) return null;
  const byType = Object.entries(count.data.byType)
    .map(([type, n]) => `${translate(`resources.documents.types.${type}`, { _: type })}: ${n}`)
    .join(' · ');
  return (
    <Alert severity="info" data-testid="document-count" action={<SendPageButton customerId={customerId} />}>
      {translate('resources.documents.count', { smart_count: count.data.count, customerId })}
      {byType ? ` (${byType})` : ''}
    </Alert>
  );
}

/** E-mails the listed documents of the filtered customer to them (the list shows one customer's page). */
function SendPageButton({ customerId }: { customerId: number }) {
  const { data } = useListContext<DocumentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const ids = (data ?? []).filter((d) => d.customerId === customerId).map((d) => d.id);
  const send = useMutation({
    mutationFn: () => documentsRpc.sendToCustomer({ customerId, documentIds: ids }),
    onSuccess: () => notify('resources.documents.notifications.sent', { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<SendIcon />} disabled={send.isPending || ids.length === 0} onClick={() => send.mutate()}>
      {translate('resources.documents.actions.sendPage', { smart_count: ids.length })}
    </Button>
  );
}

export function TypeField(_: { label?: string }) {
  const translate = useTranslate();
  return <FunctionField<DocumentRecord> source="type" render={(r) => translate(`resources.documents.types.${r.type}`, { _: r.type })} />;
}

export default function DocumentList() {
  return (
    <List
      filters={[
        <CustomerInput key="customerId" source="customerId" required={false} alwaysOn />,
        <SelectInput key="type" source="type" choices={TYPE_CHOICES} alwaysOn />,
      ]}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      aside={undefined}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <CountBanner />
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="customerId" disableSort>
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="type" disableSort>
          <TypeField />
        </DataTable.Col>
        <DataTable.Col source="fileName" disableSort />
        <DataTable.Col source="createdAt" disableSort>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
