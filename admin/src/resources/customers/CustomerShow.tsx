import {
  ArrayField,
  BooleanField,
  DataTable,
  DateField,
  EmailField,
  NumberField,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  useRecordContext,
} from 'react-admin';
import { Stack } from '@mui/material';
import { CommentsTab } from './CommentsTab.tsx';
import { CustomerActions } from './CustomerActions.tsx';
import { CustomerStatusField } from './CustomerStatusField.tsx';
import { RpcPanel } from '../../actions/RpcPanel.tsx';
import { AuditTrail } from '../../audit-trail/AuditTrail.tsx';

function CustomerPanels({
  panels,
}: {
  panels: { title: string; method: 'getCreditLimit' | 'getFinancialInfo' | 'getRisk' | 'getPhoneLogs' }[];
}) {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      {panels.map(({ title, method }) => (
        <RpcPanel
          key={method}
          title={title}
          queryKey={['customers', method, record.id]}
          load={(dp) => dp[method]('customers', { customerId: record.id })}
        />
      ))}
    </Stack>
  );
}

function CustomerAudit() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return <AuditTrail queryKey={['customers', record.id]} load={(dp) => dp.customerAudit('customers', { customerId: record.id })} />;
}

function Related({ reference, children }: { reference: string; children: React.ReactNode }) {
  return (
    <ReferenceManyField reference={reference} target="customerId" perPage={10} pagination={undefined}>
      <DataTable bulkActionButtons={false} rowClick="show">
        {children}
      </DataTable>
    </ReferenceManyField>
  );
}

export default function CustomerShow() {
  return (
    <Show actions={<CustomerActions />}>
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="resources.customers.tabs.details">
          <TextField source="id" />
          <TextField source="firstName" />
          <TextField source="lastName" />
          <CustomerStatusField label="resources.customers.fields.status" />
          <TextField source="mobilePhone" />
          <EmailField source="emailAddress" />
          <BooleanField source="emailVerified" />
          <TextField source="additionalField" />
          <DateField source="birthDate" />
          <TextField source="gender" />
          <TextField source="employmentStatus" />
          <NumberField source="monthlyIncome" />
          <TextField source="country" />
          <BooleanField source="blacklisted" />
          <BooleanField source="vip" />
          <TextField source="collectionStatus" emptyText="-" />
          <BooleanField source="deleted" />
          <DateField source="createdAt" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.addresses" path="addresses">
          <ArrayField source="customerAddress">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="addressType" label="resources.customers.fields.addressType" />
              <DataTable.Col source="houseNumber" label="resources.customers.fields.houseNumber" />
              <DataTable.Col source="street" label="resources.customers.fields.street" />
              <DataTable.Col source="town" label="resources.customers.fields.town" />
              <DataTable.Col source="county" label="resources.customers.fields.county" />
              <DataTable.Col source="postCode" label="resources.customers.fields.postCode" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.communication" path="communication">
          <ArrayField source="communication">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="type" label="resources.customers.fields.type" />
              <DataTable.Col source="subType" label="resources.customers.fields.subType" />
              <DataTable.Col source="value" label="resources.customers.fields.value" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.statuses" path="statuses">
          <CustomerStatusField label="resources.customers.fields.status" />
          <ArrayField source="statuses">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="status" label="resources.customers.fields.status" />
              <DataTable.Col source="createdAt" label="resources.customers.fields.createdAt">
                <DateField source="createdAt" showTime />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.comments" path="comments">
          <CommentsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.groups" path="groups">
          <TextField source="group" emptyText="-" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.finance" path="finance">
          <CustomerPanels
            panels={[
              { title: 'resources.customers.fields.creditLimit', method: 'getCreditLimit' },
              { title: 'resources.customers.tabs.finance', method: 'getFinancialInfo' },
            ]}
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.risk" path="risk">
          <CustomerPanels panels={[{ title: 'resources.customers.tabs.risk', method: 'getRisk' }]} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.loans" path="loans">
          <Related reference="loans">
            <DataTable.Col source="id" />
            <DataTable.Col source="amount" />
            <DataTable.Col source="issueDate" />
            <DataTable.Col source="status" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.cards" path="cards">
          <Related reference="cards">
            <DataTable.Col source="id" />
            <DataTable.Col source="maskedPan" />
            <DataTable.Col source="status" />
            <DataTable.Col source="linked" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.bankAccounts" path="bank-accounts">
          <Related reference="bankAccounts">
            <DataTable.Col source="id" />
            <DataTable.Col source="iban" />
            <DataTable.Col source="bankName" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.tickets" path="tickets">
          <Related reference="tickets">
            <DataTable.Col source="id" />
            <DataTable.Col source="subject" />
            <DataTable.Col source="status" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.documents" path="documents">
          <Related reference="documents">
            <DataTable.Col source="id" />
            <DataTable.Col source="fileName" />
            <DataTable.Col source="type" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.messages" path="messages">
          <Related reference="smsHistory">
            <DataTable.Col source="createdAt" />
            <DataTable.Col source="mobilePhone" />
            <DataTable.Col source="text" />
          </Related>
          <Related reference="emailHistory">
            <DataTable.Col source="createdAt" />
            <DataTable.Col source="emailAddress" />
            <DataTable.Col source="subject" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.phoneLogs" path="phone-logs">
          <CustomerPanels panels={[{ title: 'resources.customers.tabs.phoneLogs', method: 'getPhoneLogs' }]} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="pronto.audit.tab" path="audit">
          <CustomerAudit />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
