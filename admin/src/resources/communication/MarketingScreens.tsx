import './messages.ts'; // the screen's texts, registered before it renders
import {
  AutocompleteInput,
  Create,
  DataTable,
  DateTimeInput,
  DeleteButton,
  EditButton,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm, type VersionedField } from '../../layout/VersionedForm.tsx';
import { DateField } from '../../fields/DateField.tsx';

const STATUS_CHOICES = ['scheduled', 'sent'].map((id) => ({ id, name: `resources.marketingScheduled.statuses.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

/** A send that went out can be neither changed nor deleted (the mock refuses too). */
function RowActions() {
  const send = useRecordContext<{ status: string }>();
  if (!send || send.status !== 'scheduled') return null;
  return (
    <>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" redirect={false} />
    </>
  );
}

/** Scheduled marketing sends (getAllMarketingScheduled), next send first. */
export function MarketingList() {
  return (
    <List filters={filters} sort={{ field: 'scheduledAt', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="templateId">
          <ReferenceField source="templateId" reference="templates" link="show" />
        </DataTable.Col>
        <DataTable.Col source="segmentId">
          <ReferenceField source="segmentId" reference="segments" link="show" />
        </DataTable.Col>
        <DataTable.Col source="channel" />
        <DataTable.Col source="scheduledAt">
          <DateField source="scheduledAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status" />
        <DataTable.NumberCol source="sent" />
        <DataTable.Col label="ra.action.edit">
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The browser's local date and time as an instant (the input has no zone; the mock would read it as its own). */
function toIso(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** Only SMS and e-mail templates can be scheduled. */
const SENDABLE = { channel: ['sms', 'email'] };

// A colleague's newer template and segment are named, and the time is in the user's format, as the list shows them.
const SEND_FIELDS: readonly VersionedField[] = [
  'name',
  { source: 'templateId', show: <ReferenceField source="templateId" reference="templates" link={false} /> },
  { source: 'segmentId', show: <ReferenceField source="segmentId" reference="segments" link={false} /> },
  { source: 'scheduledAt', show: <DateField source="scheduledAt" showTime /> },
];

function MarketingInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <ReferenceInput source="templateId" reference="templates" filter={SENDABLE} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="segmentId" reference="segments" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={required()} />
      </ReferenceInput>
      <DateTimeInput source="scheduledAt" validate={required()} parse={toIso} />
    </>
  );
}

export function MarketingCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <MarketingInputs />
      </SimpleForm>
    </Create>
  );
}

// A send goes out once, to many: a save over a colleague's edit is refused (409) and shown.
export function MarketingEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic">
      <VersionedForm fields={SEND_FIELDS} actions={<DeleteButton mutationMode="pessimistic" />}>
        <MarketingInputs />
      </VersionedForm>
    </Edit>
  );
}
