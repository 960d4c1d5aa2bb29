import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the column labels of the tabs' lists
import { ArrayField, DataTable, TabbedShowLayout, TabbedShowLayoutTabs, TextField, useRecordContext } from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { Card, Stack, useMediaQuery, type Theme } from '@mui/material';
import { DateField } from '../../fields/DateField.tsx';
import { EnumField } from '../../fields/EnumField.tsx';
import { MoneyField } from '../../fields/MoneyField.tsx';
import { CustomerActivity } from './CustomerActivity.tsx';
import { CustomerDetails } from './CustomerDetails.tsx';
import { CustomerSummary } from './CustomerSummary.tsx';
import { CommentsTab } from './CommentsTab.tsx';
import { CustomerActions } from './CustomerActions.tsx';
import { CustomerStatusField } from './CustomerStatusField.tsx';
import { TabCalls } from './TabCalls.tsx';
import { Related } from './Related.tsx';
import { SmsTextField } from '../../fields/SmsTextField.tsx';
import { RpcPanel } from '../../actions/RpcPanel.tsx';
import { NewTicketButton } from '../../actions/NewTicketButton.tsx';
import { AuditTrail } from '../../audit-trail/AuditTrail.tsx';

function CustomerPanels({
  panels,
}: {
  panels: { title: string; method: 'getCreditLimit' | 'getFinancialInfo' | 'getRisk' | 'getPhoneLogs' }[];
}) {
  const record = useRecordContext<{ id: number; country: string }>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      {panels.map(({ title, method }) => (
        <RpcPanel
          key={method}
          title={title}
          country={record.country}
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

/** "New ticket" for the customer on the page. */
function NewCustomerTicket() {
  const record = useRecordContext<{ id: number }>();
  return record ? <NewTicketButton customerId={record.id} /> : null;
}

/** The activity beside the record where there is room for it (1280 px and up), else a tab of its own. */
function ActivityAside() {
  return (
    <Card component="aside" sx={{ width: 320, flexShrink: 0, ml: 2, alignSelf: 'flex-start' }}>
      <CustomerActivity />
    </Card>
  );
}

/** The customer 360: the summary above the tabs, the latest activity beside them. */
export default function CustomerShow() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return (
    <Show actions={<CustomerActions />} aside={wide ? <ActivityAside /> : undefined}>
      <CustomerSummary />
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="resources.customers.tabs.details">
          <CustomerDetails />
          <TabCalls tab="details" />
        </TabbedShowLayout.Tab>
        {!wide && (
          <TabbedShowLayout.Tab label="resources.customers.activity.title" path="activity">
            <CustomerActivity />
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label="resources.customers.tabs.addresses" path="addresses">
          <ArrayField source="customerAddress">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="addressType" label="resources.customers.fields.addressType">
                <EnumField source="addressType" name="addressType" />
              </DataTable.Col>
              <DataTable.Col source="houseNumber" label="resources.customers.fields.houseNumber" />
              <DataTable.Col source="street" label="resources.customers.fields.street" />
              <DataTable.Col source="town" label="resources.customers.fields.town" />
              <DataTable.Col source="county" label="resources.customers.fields.county" />
              <DataTable.Col source="postCode" label="resources.customers.fields.postCode" />
            </DataTable>
          </ArrayField>
          <TabCalls tab="addresses" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.communication" path="communication">
          <ArrayField source="communication">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="type" label="resources.customers.fields.type" />
              <DataTable.Col source="subType" label="resources.customers.fields.subType" />
              <DataTable.Col source="value" label="resources.customers.fields.value" />
            </DataTable>
          </ArrayField>
          <TabCalls tab="communication" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.statuses" path="statuses">
          <CustomerStatusField label="resources.customers.fields.status" />
          <ArrayField source="statuses">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="status" label="resources.customers.fields.status">
                <EnumField source="status" name="customerStatus" />
              </DataTable.Col>
              <DataTable.Col source="createdAt" label="resources.customers.fields.createdAt">
                <DateField source="createdAt" showTime />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
          <TabCalls tab="statuses" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.comments" path="comments">
          <CommentsTab />
          <TabCalls tab="comments" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.groups" path="groups">
          <TextField source="group" emptyText="-" />
          <TabCalls tab="groups" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.finance" path="finance">
          <CustomerPanels
            panels={[
              { title: 'resources.customers.fields.creditLimit', method: 'getCreditLimit' },
              { title: 'resources.customers.tabs.finance', method: 'getFinancialInfo' },
            ]}
          />
          <TabCalls tab="finance" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.risk" path="risk">
          <CustomerPanels panels={[{ title: 'resources.customers.tabs.risk', method: 'getRisk' }]} />
          <TabCalls tab="risk" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.loans" path="loans">
          <Related label="resources.customers.tabs.loans" reference="loans">
            <DataTable.Col source="id" />
            <DataTable.Col source="amount">
              <MoneyField source="amount" />
            </DataTable.Col>
            <DataTable.Col source="issueDate">
              <DateField source="issueDate" />
            </DataTable.Col>
            <DataTable.Col source="status">
              <EnumField source="status" name="loanStatus" />
            </DataTable.Col>
          </Related>
          <TabCalls tab="loans" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.cards" path="cards">
          <Related label="resources.customers.tabs.cards" reference="cards">
            <DataTable.Col source="id" />
            <DataTable.Col source="maskedPan" />
            <DataTable.Col source="status" />
            <DataTable.Col source="linked" />
          </Related>
          <TabCalls tab="cards" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.bankAccounts" path="bank-accounts">
          <Related label="resources.customers.tabs.bankAccounts" reference="bankAccounts">
            <DataTable.Col source="id" />
            <DataTable.Col source="iban" />
            <DataTable.Col source="bankName" />
          </Related>
          <TabCalls tab="bankAccounts" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.tickets" path="tickets">
          <NewCustomerTicket />
          <Related label="resources.customers.tabs.tickets" reference="tickets">
            <DataTable.Col source="id" />
            <DataTable.Col source="subject" />
            <DataTable.Col source="status" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.documents" path="documents">
          <Related label="resources.customers.tabs.documents" reference="documents">
            <DataTable.Col source="id" />
            <DataTable.Col source="fileName" />
            <DataTable.Col source="type" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.messages" path="messages">
          <Related label="resources.customers.tabs.messages" reference="smsHistory">
            <DataTable.Col source="createdAt">
              <DateField source="createdAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="mobilePhone" />
            <DataTable.Col source="text">
              <SmsTextField />
            </DataTable.Col>
          </Related>
          <Related label="resources.customers.tabs.messages" reference="emailHistory">
            <DataTable.Col source="createdAt">
              <DateField source="createdAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="emailAddress" />
            <DataTable.Col source="subject" />
          </Related>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.phoneLogs" path="phone-logs">
          <CustomerPanels panels={[{ title: 'resources.customers.tabs.phoneLogs', method: 'getPhoneLogs' }]} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="pronto.audit.tab" path="audit">
          <CustomerAudit />
          <TabCalls tab="audit" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
