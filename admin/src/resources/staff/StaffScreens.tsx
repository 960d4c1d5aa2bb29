import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { KEEP_TYPED, VersionedForm } from '../../layout/VersionedForm.tsx';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { STAFF_LIST_CALLS, STAFF_MEMBER_CALLS } from './staffCalls.ts';

const ROLES = ['admin', 'agent', 'reporter'].map((id) => ({ id, name: `resources.staff.roles.${id}` }));
const COUNTRIES = [
  { id: 'GB', name: 'GB' },
  { id: 'ES', name: 'ES' },
];

export function StaffList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ROLES} />]}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <Box sx={{ px: 2 }}>
        <CallActions title={{ en: 'Sign-in accounts', es: 'Cuentas de acceso' }} specs={STAFF_LIST_CALLS} />
      </Box>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="emailAddress" />
        <DataTable.Col source="fullName" />
        <DataTable.Col source="role" />
        <DataTable.Col source="country" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="availableForLoans">
          <BooleanField source="availableForLoans" />
        </DataTable.Col>
        <DataTable.Col source="availableForTickets">
          <BooleanField source="availableForTickets" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Collection agents only: a new temporary password, shown once; confirmed with a reason (audit trail). */
function ResetPassword() {
  const record = useRecordContext<{ id: number; role: string; fullName: string }>();
  const translate = useTranslate();
  const [password, setPassword] = useState<string | null>(null);
  if (!record || record.role !== 'agent') return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, pb: 2 }}>
      <ConfirmWithReason<Record<string, never>, { temporaryPassword: string }>
        label="resources.staff.actions.resetPassword"
        message="pronto.audit.questions.resetPassword"
        messageArgs={{ name: record.fullName }}
        success="resources.staff.notifications.passwordReset"
        call={(dp, v) => dp.resetCamPassword('staff', { staffId: record.id, reason: v.reason })}
        onDone={(result) => setPassword(result.temporaryPassword)}
      />
      {password && (
        <Typography>
          {translate('resources.staff.temporaryPassword')}: <code data-testid="temporary-password">{password}</code>
        </Typography>
      )}
    </Stack>
  );
}

/** The fields of the staff edit form (the stale-save notice compares these). */
const STAFF_FIELDS = ['fullName', 'role', 'active', 'availableForLoans', 'availableForTickets'] as const;

export function StaffEdit() {
  return (
    // Saved when confirmed (an undoable save was lost with the tab), from the version read: a save over
    // someone else's newer one is refused with who and when (VersionedForm). The password reset below
    // confirms with a reason.
    <Edit mutationMode="pessimistic" redirect="list">
      <VersionedForm fields={STAFF_FIELDS}>
        <TextInput source="emailAddress" disabled />
        <TextInput source="fullName" validate={required()} />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <BooleanInput source="active" />
        <BooleanInput source="availableForLoans" />
        <BooleanInput source="availableForTickets" />
      </VersionedForm>
      <ResetPassword />
      <Box sx={{ px: 2 }}>
        <CallActions title={{ en: 'Sign-in', es: 'Inicio de sesión' }} specs={STAFF_MEMBER_CALLS} />
      </Box>
    </Edit>
  );
}

/** Creating a staff member here creates a collection agent (membership.cam). */
export function StaffCreate() {
  return (
    <Create redirect="edit">
      {/* What is typed stays if the form is reset under it (KEEP_TYPED). */}
      <SimpleForm defaultValues={{ country: 'GB' }} resetOptions={KEEP_TYPED}>
        <Typography>{useTranslate()('resources.staff.newCam')}</Typography>
        <TextInput source="emailAddress" type="email" validate={required()} />
        <TextInput source="fullName" validate={required()} />
        <SelectInput source="country" choices={COUNTRIES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
