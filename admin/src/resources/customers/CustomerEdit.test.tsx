import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, DataTable, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { resetRequestConfig } from '@pronto/request';
import { dataProvider } from '../../providers/dataProvider.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { fakeApi, inTurn } from '../../test/fakeApi.ts';
import { aCustomer } from '../../test/fixtures.ts';
import CustomerEdit from './CustomerEdit.tsx';
import { Related } from './Related.tsx';

beforeEach(() => resetRequestConfig());

const STALE =
  'This customer was changed by Agnes Agent at 10:15 on 27/11/2026. Their values are shown now: check them and save again to keep yours.';

function renderEdit(queryClient = new QueryClient()) {
  window.location.hash = '#/customers/8';
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
      <ResourceContextProvider value="customers">
        <Routes>
          <Route path="/customers/:id" element={<CustomerEdit />} />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return queryClient;
}

const field = (name: string) => screen.findByRole('textbox', { name });

describe('CustomerEdit', () => {
  it('refuses a stale save with who and when, shows the newer values and keeps what was typed', async () => {
    const fake = fakeApi({
      'customer.customer': inTurn(
        { data: aCustomer({ version: 3, position: 'Clerk' }) },
        { data: aCustomer({ version: 4, position: 'Baker', lastName: 'Kochova', updatedBy: 'Agnes Agent' }) },
      ),
      'customer.customer.put': { status: 409, errors: [{ message: STALE }] },
    });
    renderEdit();
    const position = await field('Position');
    await waitFor(() => expect(position).toHaveValue('Clerk'));
    await userEvent.clear(position);
    await userEvent.type(position, 'Nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('stale-save');
    expect(notice).toHaveTextContent(STALE);
    // Read again: the other change's values that differ from the form's are listed; typed values stay.
    await waitFor(() => expect(notice).toHaveTextContent('Saved now by the other change:'));
    expect(within(notice).getByText(/Position/)).toHaveTextContent('Position: Baker');
    expect(screen.getByRole('textbox', { name: 'Position' })).toHaveValue('Nurse');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Kochova');
    expect(fake.bodiesOf('customer.customer.put')).toEqual([expect.objectContaining({ customerId: 8, position: 'Nurse', version: 3 })]);
  });

  it('keeps what a person typed when the record is read again (a late refetch)', async () => {
    fakeApi({
      'customer.customer': inTurn(
        { data: aCustomer({ position: 'Clerk' }) },
        { data: aCustomer({ position: 'Clerk', lastName: 'Later' }) },
      ),
    });
    const queryClient = renderEdit();
    const position = await field('Position');
    await waitFor(() => expect(position).toHaveValue('Clerk'));
    await userEvent.clear(position);
    await userEvent.type(position, 'Nurse');
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Later'));
    expect(screen.getByRole('textbox', { name: 'Position' })).toHaveValue('Nurse');
  });

  it("checks the form with the server's rules before saving: a negative income, a 600-character name", async () => {
    const fake = fakeApi({ 'customer.customer': { data: aCustomer({ monthlyIncome: 1800 }) } });
    renderEdit();
    const first = await field('First name');
    await waitFor(() => expect(first).toHaveValue('Ann'));
    fireEvent.change(first, { target: { value: 'A'.repeat(600) } });
    const income = screen.getByRole('spinbutton', { name: 'Monthly income' });
    await userEvent.clear(income);
    await userEvent.type(income, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max length is 50')).toBeInTheDocument();
    expect(await screen.findByText('Min value is 0')).toBeInTheDocument();
    expect(fake.bodiesOf('customer.customer.put')).toEqual([]);
  });
});

describe('a tab of the customer 360', () => {
  it('says the role has no access to a list the API refuses (403) instead of loading for ever', async () => {
    fakeApi({ 'card.searchCards': { status: 403, errors: [{ message: 'You are not allowed to do this.' }] } });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="customers">
          <RecordContextProvider value={aCustomer()}>
            <Related label="resources.customers.tabs.cards" reference="cards">
              <DataTable.Col source="id" />
            </Related>
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Cards.');
  });
});
