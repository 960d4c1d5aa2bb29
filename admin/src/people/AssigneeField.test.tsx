import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import type { Cam, Role, StaffMember } from '@pronto/api';
import { asRole } from '../test/asRole.ts';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { dataProvider } from '../providers/dataProvider.ts';
import { fakeApi } from '../test/fakeApi.ts';
import { AssigneeField } from './AssigneeField.tsx';

const AGENTS: Cam[] = [{ id: 2, fullName: 'Agnes Agent', emailAddress: 'agent@pronto.test', country: 'GB', openLoans: 0 }];
const STAFF: StaffMember[] = [
  { id: 1, fullName: 'Alex Admin', emailAddress: 'admin@pronto.test', role: 'admin', country: 'GB', active: true },
  { id: 2, fullName: 'Agnes Agent', emailAddress: 'agent@pronto.test', role: 'agent', country: 'GB', active: true },
];

function renderAssignee(role: Role, assignedTo: number) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={asRole(role)}>
      <RecordContextProvider value={{ id: 9, assignedTo }}>
        <AssigneeField source="assignedTo" />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('AssigneeField: who a ticket is assigned to, by name', { timeout: 20_000 }, () => {
  it('names an agent from the agents list', async () => {
    fakeApi({ 'membership.availableCamsForInternalCollection': { data: AGENTS } });
    renderAssignee('agent', 2);
    expect(await screen.findByText('Agnes Agent')).toBeInTheDocument();
  });

  it('names an admin assignee for an admin, from the staff list', async () => {
    fakeApi({ 'membership.availableCamsForInternalCollection': { data: AGENTS }, 'membership.members': { data: STAFF } });
    renderAssignee('admin', 1);
    expect(await screen.findByText('Alex Admin')).toBeInTheDocument();
  });
});
