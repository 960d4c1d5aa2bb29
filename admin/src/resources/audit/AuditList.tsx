import {
  DataTable,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '@pronto/api';
import { actionKey, changeLines, when, whatText } from '../../audit-trail/auditFormat.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';

/** The audited calls the console makes, for the search's "What" (the mock's whole list is in its audit.ts; the search's text finds the others). */
export const AUDITED_CALLS = [
  'loan.payloanmanual',
  'loan.deletePayment',
  'loan.undeletePayment',
  'loan.setLoanIssued',
  'loan.setLoanCancelled',
  'loan.desistContract',
  'loan.rollover',
  'loan.restructureLoan',
  'loan.discount',
  'customer.blacklist/add',
  'customer.blacklist/remove',
  'customer.softDelete',
  'customer.undelete',
  'card.setUnlinked',
  'card.setDeleted',
  'membership.resetCamPassword',
  'communication.SendSmsSingle',
  'communication.SendEmailSingle',
  'communication.reassign',
  'customer.customer.put',
] as const;

const TARGETS = ['customer', 'loan', 'card', 'staff', 'ticket'] as const;

function Filters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="callId"
      source="callId"
      label="resources.auditTrail.fields.callId"
      choices={AUDITED_CALLS.map((id) => ({ id, name: translate(actionKey(id)) }))}
    />,
    <SelectInput
      key="targetType"
      source="targetType"
      label="resources.auditTrail.fields.targetType"
      choices={TARGETS.map((id) => ({ id, name: translate(`pronto.audit.targets.${id}`, { id: '' }).trim() }))}
    />,
    <CustomerInput key="customerId" source="customerId" label="resources.auditTrail.fields.customerId" required={false} />,
    <NumberInput key="loanId" source="loanId" label="resources.auditTrail.fields.loanId" />,
    <DateInput key="from" source="from" label="resources.auditTrail.fields.from" />,
    <DateInput key="to" source="to" label="resources.auditTrail.fields.to" />,
  ];
}

/** The audit trail for reporters and admins (membership.searchAudit), newest first. */
export default function AuditList() {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <List filters={Filters()} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" label="resources.auditTrail.fields.at">
          <FunctionField<AuditEntry> source="at" render={(e) => <time dateTime={e.at}>{when(e.at, locale)}</time>} />
        </DataTable.Col>
        <DataTable.Col source="staffName" label="resources.auditTrail.fields.staffName" />
        <DataTable.Col source="callId" label="resources.auditTrail.fields.callId">
          <FunctionField<AuditEntry> source="callId" render={(e) => whatText(e, translate)} />
        </DataTable.Col>
        <DataTable.Col source="reason" label="resources.auditTrail.fields.reason" />
        <DataTable.Col source="changes" label="resources.auditTrail.fields.changes" disableSort>
          <FunctionField<AuditEntry>
            source="changes"
            render={(e) => changeLines(e, translate, locale).slice(0, 3).join('; ') || translate('pronto.audit.changesNone')}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
