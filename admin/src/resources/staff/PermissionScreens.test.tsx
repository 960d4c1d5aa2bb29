import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { resetRequestConfig } from '@pronto/request';
import { dataProvider } from '../../providers/dataProvider.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { fakeApi, inTurn } from '../../test/fakeApi.ts';
import { CamPermissionEdit } from './PermissionScreens.tsx';

beforeEach(() => resetRequestConfig());

const STALE =
  'This permission set was changed by Alex Admin at 10:15 on 28/11/2026. Their values are shown now: check them and save again to keep yours.';
const agent = { id: 8, staffId: 8, emailAddress: 'agent@pronto.test', fullName: 'Agnes Agent', country: 'GB', active: true };

describe('CamPermissionEdit', () => {
  it("lists a colleague's newer operations by name and live chat in words, and keeps what was ticked", async () => {
    fakeApi({
      'membership.camBusinessOperationPermissions': inTurn(
        { data: [{ ...agent, operations: ['discount'], liveChat: false, version: 5 }] },
        { data: [{ ...agent, operations: ['discount', 'rollover'], liveChat: false, version: 6, updatedBy: 'Alex Admin' }] },
      ),
      'membership.setCamBusinessOperationPermission': { status: 409, errors: [{ message: STALE }] },
    });
    window.location.hash = '#/camPermissions/8';
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()}>
        <ResourceContextProvider value="camPermissions">
          <Routes>
            <Route path="/camPermissions/:id" element={<CamPermissionEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Manual payment' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Live chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('stale-save');
    expect(notice).toHaveTextContent(STALE);
    await waitFor(() => expect(within(notice).getByText(/Business operations/)).toHaveTextContent('Business operations: DiscountRollover'));
    // The colleague left live chat off; this form turned it on: their value is said in words.
    expect(within(notice).getByText(/Live chat/)).toHaveTextContent('Live chat: No');
    expect(screen.getByRole('checkbox', { name: 'Manual payment' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Live chat' })).toBeChecked();
  });
});
