import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the staff roles, registered before it renders
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  DataTable,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { BUSINESS_OPERATIONS } from '@pronto/api';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm, type VersionedField } from '../../layout/VersionedForm.tsx';
import { DateField } from '../../fields/DateField.tsx';
import { Stack, Chip } from '@mui/material';

// The business operations a collection agent may be allowed (membership.setCamBusinessOperationPermission).
const OPERATION_CHOICES = BUSINESS_OPERATIONS.map((id) => ({ id, name: `resources.camPermissions.operations.${id}` }));

function Operations() {
  const translate = useTranslate();
  return (
    <FunctionField<{ operations?: string[] }>
      source="operations"
      render={(r) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {(r.operations ?? []).map((op) => (
            <Chip key={op} size="small" label={translate(`resources.camPermissions.operations.${op}`)} />
          ))}
        </Stack>
      )}
    />
  );
}

/** Collection agents with their business operations and live-chat switch; a row opens the editor. */
export function CamPermissionList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="emailAddress" />
        <DataTable.Col source="fullName" />
        <DataTable.Col source="operations">
          <Operations />
        </DataTable.Col>
        <DataTable.Col source="liveChat">
          <BooleanField source="liveChat" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

// A colleague's newer operations are listed by their names, as the list shows them.
const PERMISSION_FIELDS: readonly VersionedField[] = [{ source: 'operations', show: <Operations /> }, 'liveChat'];

// Two admins may grant one agent's permissions at once: a save over the other's is refused (409) and shown.
export function CamPermissionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      {/* An agent's permissions are changed, never deleted: save only (no actions beside it). */}
      <VersionedForm fields={PERMISSION_FIELDS}>
        <TextInput source="emailAddress" disabled />
        <CheckboxGroupInput source="operations" choices={OPERATION_CHOICES} row={false} />
        <BooleanInput source="liveChat" />
      </VersionedForm>
    </Edit>
  );
}

const KINDS = [
  { id: 'area', name: 'resources.permissions.kinds.area' },
  { id: 'businessOperation', name: 'resources.permissions.kinds.businessOperation' },
];

export function PermissionList() {
  const translate = useTranslate();
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="kind" source="kind" choices={KINDS} />]}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="kind">
          <FunctionField<{ kind: string }> source="kind" render={(r) => translate(`resources.permissions.kinds.${r.kind}`)} />
        </DataTable.Col>
        <DataTable.Col source="roles">
          <FunctionField<{ roles: string[] }>
            source="roles"
            render={(r) => r.roles.map((role) => translate(`resources.staff.roles.${role}`)).join(', ')}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Agents signed in now, with what they may do and whether they take live chats. */
export function OnlineCamList() {
  return (
    <List sort={{ field: 'since', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={(id) => `/camPermissions/${id}`}>
        <DataTable.Col source="emailAddress" />
        <DataTable.Col source="fullName" />
        <DataTable.Col source="operations">
          <Operations />
        </DataTable.Col>
        <DataTable.Col source="liveChat">
          <BooleanField source="liveChat" />
        </DataTable.Col>
        <DataTable.Col source="since">
          <DateField source="since" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The users of the collection companies (membership.collectionCompanies): their login e-mail and company. */
export function CompanyUserList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="country" />
      </DataTable>
    </List>
  );
}
