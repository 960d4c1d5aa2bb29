import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { ArrayField, DataTable, ReferenceField, TabbedShowLayout, TabbedShowLayoutTabs, TextField, useRecordContext } from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { DateField } from '../../fields/DateField.tsx';
import type { Loan } from '@pronto/api';
import { LoanActions } from './LoanActions.tsx';
import { EnumField } from '../../fields/EnumField.tsx';
import { MoneyField } from '../../fields/MoneyField.tsx';
import { AgreementTab } from './AgreementTab.tsx';
import { PaymentsTab } from './PaymentsTab.tsx';
import { ScheduleTab } from './ScheduleTab.tsx';
import { WithdrawalPanel } from './WithdrawalPanel.tsx';
import { FreezeDaysPanel } from './FreezeDaysPanel.tsx';
import { OtherTab, ToolsTab } from './ToolsTab.tsx';
import { AuditTrail } from '../../audit-trail/AuditTrail.tsx';
import { AgreementCalls, HistoryCalls, OtherCalls, PaymentCalls, ToolCalls } from './LoanCalls.tsx';

function LoanAudit() {
  const loan = useRecordContext<Loan>();
  if (!loan) return null;
  return <AuditTrail queryKey={['loans', loan.id]} load={(dp) => dp.loanAudit('loans', { loanId: loan.id })} />;
}

export default function LoanShow() {
  return (
    <Show actions={<LoanActions />}>
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="resources.loans.tabs.schedule">
          <TextField source="id" />
          <ReferenceField source="customerId" reference="customers" link="show" />
          <TextField source="application" />
          <MoneyField source="amount" />
          <DateField source="issueDate" />
          <EnumField source="status" name="loanStatus" chip />
          <TextField source="purpose" emptyText="-" />
          <WithdrawalPanel />
          <FreezeDaysPanel />
          <ScheduleTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.loans.tabs.payments" path="payments">
          <PaymentsTab />
          <PaymentCalls />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.loans.tabs.history" path="history">
          <ArrayField source="statusHistory">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="status" label="resources.loans.fields.status">
                <EnumField source="status" name="loanStatus" />
              </DataTable.Col>
              <DataTable.Col source="createdAt" label="resources.loans.fields.createdAt">
                <DateField source="createdAt" showTime />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
          <HistoryCalls />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.loans.tabs.agreement" path="agreement">
          <AgreementTab />
          <AgreementCalls />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.loans.tabs.tools" path="tools">
          <ToolsTab />
          <ToolCalls />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.loans.tabs.other" path="other">
          <OtherTab />
          <OtherCalls />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="pronto.audit.tab" path="audit">
          <LoanAudit />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
