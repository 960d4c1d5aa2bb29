import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { BooleanField, DataTable, List, ReferenceField, TextInput, useRecordContext } from 'react-admin';
import { DateField } from '../../fields/DateField.tsx';
import { SmsTextField } from '../../fields/SmsTextField.tsx';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { CustomerInput } from '../../people/CustomerInput.tsx';

const filters = [
  <TextInput key="mobilePhone" source="mobilePhone" alwaysOn />,
  <CustomerInput key="customerId" source="customerId" required={false} />,
];

interface Sms {
  id: number;
  read: boolean;
  receipt?: { status: string; at: string };
}

function MarkRead() {
  const sms = useRecordContext<Sms>();
  if (!sms || sms.read) return null;
  return (
    <RpcButton
      label="resources.smsHistory.actions.markRead"
      success="resources.smsHistory.notifications.read"
      params={{ smsId: sms.id }}
      call={(dp, p) => dp.markSmsRead('smsHistory', p)}
    />
  );
}

function Receipt() {
  const sms = useRecordContext<Sms>();
  return <>{sms?.receipt?.status ?? '-'}</>;
}

export default function SmsHistoryList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="mobilePhone" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" emptyText="-" />
        </DataTable.Col>
        <DataTable.Col source="type" />
        <DataTable.Col source="text">
          <SmsTextField />
        </DataTable.Col>
        <DataTable.Col source="receipt">
          <Receipt />
        </DataTable.Col>
        <DataTable.Col source="read">
          <BooleanField source="read" />
        </DataTable.Col>
        <DataTable.Col label="resources.smsHistory.actions.markRead">
          <MarkRead />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
