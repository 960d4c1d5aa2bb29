import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import type { Role } from '@pronto/api';
import { asRole } from '../../test/asRole.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { dataProvider } from '../../providers/dataProvider.ts';
import { fakeApi, inTurn, requestsOf } from '../../test/fakeApi.ts';
import { PAYMENT_CALLS } from '../../resources/loans/paymentCalls.ts';
import { aTicket } from '../../test/fixtures.ts';
import { CallActions } from './CallActions.tsx';
import { callOptionsOf, callsOf, type CallSpec } from './callSpec.ts';

const PAY: CallSpec = {
  id: 'loan.payloan',
  title: { en: 'Take a card payment', es: 'Cobrar con tarjeta' },
  from: { loanId: 'id' },
  fields: [{ name: 'amount', kind: 'money' }],
  confirm: { en: 'Charge the card for loan %{id}?', es: '¿Cobrar el préstamo %{id}?' },
};
const DELETED: CallSpec = {
  id: 'loan.getDeletedPayments',
  title: { en: 'Deleted payments', es: 'Pagos borrados' },
  from: { loanId: 'id' },
};
const AUTOMATION: CallSpec = { id: 'content.automation', title: { en: 'Automation settings', es: 'Automatización' } };

const CLOSE_EACH: CallSpec = {
  id: 'communication.close',
  title: { en: 'Close them', es: 'Cerrarlos' },
  each: { ticketId: 'ticketIds' },
};

function renderOnLoan(role: Role, specs: CallSpec[], record: Record<string, unknown> = { id: 5, country: 'GB' }) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={asRole(role)}>
      <RecordContextProvider value={record}>
        <CallActions title={{ en: 'Payments', es: 'Pagos' }} specs={specs} />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

describe('callOptionsOf: where a value goes', () => {
  it('fills url variables by name, the query of a GET and the body of a POST, leaving out empty inputs', () => {
    const spec: CallSpec = { id: 'loan.getApplicationDetailsOfCustomer', title: PAY.title, from: { id: 'id' } };
    expect(callOptionsOf(spec, { method: 'get', vars: ['id'] }, { id: 9 }, { note: '' })).toEqual({ vars: { id: 9 } });
    expect(callOptionsOf(PAY, { method: 'post', vars: [] }, { id: 5 }, { amount: 20, reason: 'On the phone', cardId: '' })).toEqual({
      data: { loanId: 5, amount: 20, reason: 'On the phone' },
    });
    expect(callOptionsOf(DELETED, { method: 'get', vars: [] }, { id: 5 })).toEqual({ params: { loanId: 5 } });
  });

  it('always sends the fixed values, and nothing typed replaces them', () => {
    const settle: CallSpec = { id: 'loan.payloanv2', title: PAY.title, from: { loanId: 'id' }, fixed: { full: true } };
    expect(callOptionsOf(settle, { method: 'post', vars: [] }, { id: 5 }, { full: false, amount: 20, reason: 'Settles it' })).toEqual({
      data: { loanId: 5, full: true, reason: 'Settles it' },
    });
  });
});

describe('callsOf: one call, or one per selected id', () => {
  it("sends an `each` call once per id of the record's list, in order, with what staff typed", () => {
    const reassign: CallSpec = {
      ...CLOSE_EACH,
      id: 'communication.reassign',
      fields: [{ name: 'staffId', kind: 'agent' }],
    };
    const record = { id: 'selection', ticketIds: [12, 13] };
    expect(callsOf(reassign, { method: 'post', vars: [] }, record, { staffId: 7 })).toEqual([
      { id: 12, options: { data: { ticketId: 12, staffId: 7 } } },
      { id: 13, options: { data: { ticketId: 13, staffId: 7 } } },
    ]);
    expect(callsOf(PAY, { method: 'post', vars: [] }, { id: 5 }, { amount: 20 })).toEqual([
      { options: { data: { loanId: 5, amount: 20 } } },
    ]);
  });
});

describe('CallActions (every staff call on the screen where staff look for it)', { timeout: 40_000 }, () => {
  it('takes a card payment only with a reason, sent with the loan and the amount', async () => {
    const fake = fakeApi({ 'loan.payloan': { data: { ok: true } } });
    renderOnLoan('agent', [PAY]);
    await userEvent.click(await screen.findByRole('button', { name: 'Take a card payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a card payment' });
    expect(dialog).toHaveTextContent('Charge the card for loan 5?');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid on the phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect
      .poll(() => requestsOf(fake))
      .toEqual([{ method: 'POST', url: '/api/loan/payloan', body: { loanId: 5, amount: 20, reason: 'Paid on the phone' } }]);
  });

  it("offers the card to charge only to staff who may read cards: an agent's payment goes to the loan's card", async () => {
    fakeApi({ 'card.searchCards': { data: { items: [{ id: 9, maskedPan: '**** **** **** 4242' }], total: 1 } } });
    const agent = renderOnLoan('agent', [PAYMENT_CALLS[0]!], { id: 5, customerId: 8, country: 'GB' });
    await userEvent.click(await screen.findByRole('button', { name: 'Take a card payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a card payment' });
    expect(within(dialog).getByRole('spinbutton', { name: /Amount/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Card' })).toBeNull();
    agent.unmount();
    renderOnLoan('admin', [PAYMENT_CALLS[0]!], { id: 5, customerId: 8, country: 'GB' });
    await userEvent.click(await screen.findByRole('button', { name: 'Take a card payment' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Take a card payment' })).findByRole('combobox', { name: 'Card' }),
    ).toBeInTheDocument();
  });

  it('reads a history only when opened, as a table, never as JSON', async () => {
    const fake = fakeApi({ 'loan.getDeletedPayments': { data: [{ id: 7, amount: 20, deletedAt: '2026-11-20T10:00:00Z' }] } });
    renderOnLoan('agent', [DELETED]);
    const heading = await screen.findByRole('button', { name: 'Deleted payments' });
    expect(fake.calls).toEqual([]);
    await userEvent.click(heading);
    expect(await screen.findByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '£20.00' })).toBeInTheDocument();
    expect(requestsOf(fake)).toEqual([{ method: 'GET', url: '/api/loan/getDeletedPayments?loanId=5', body: undefined }]);
  });

  it('picks a group by its name, not its id, and sends the id', async () => {
    const fake = fakeApi({
      'customer.groups': {
        data: [
          { id: 3, name: 'gold' },
          { id: 4, name: 'silver' },
        ],
      },
      'customer.addCustomerToGroup': { data: { ok: true } },
    });
    renderOnLoan('agent', [
      {
        id: 'customer.addCustomerToGroup',
        title: { en: 'Add to a group', es: 'Añadir a un grupo' },
        from: { customerId: 'id' },
        fields: [{ name: 'groupId', reference: 'customerGroups' }],
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to a group' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Group/ }), 'gol');
    await userEvent.click(await screen.findByRole('option', { name: 'gold' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect
      .poll(() => requestsOf(fake).filter((r) => r.method === 'POST'))
      .toEqual([{ method: 'POST', url: '/api/customer/addCustomerToGroup', body: { customerId: 5, groupId: 3 } }]);
  });

  it('types a PIN unseen', async () => {
    fakeApi();
    renderOnLoan('agent', [
      { id: 'membership.pin', title: { en: 'Set a new PIN', es: 'Establecer un PIN nuevo' }, fields: [{ name: 'pin', kind: 'secret' }] },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Set a new PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a new PIN' });
    expect(within(dialog).getByLabelText(/New PIN/)).toHaveAttribute('type', 'password');
  });

  it('closes selected tickets one by one and, when one is refused, says how far it got', async () => {
    const fake = fakeApi({
      'communication.close': inTurn(
        { data: aTicket({ id: 12, status: 'closed' }) },
        { status: 422, errors: [{ message: 'Ticket 13 is already closed.' }] },
      ),
    });
    renderOnLoan('agent', [CLOSE_EACH], { id: 'selection', ticketIds: [12, 13, 14] });
    await userEvent.click(await screen.findByRole('button', { name: 'Close them' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close them' });
    expect(dialog).toHaveTextContent('Close them now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Done for 1 of 3, then refused for #13: Ticket 13 is already closed.')).toBeInTheDocument();
    // The third ticket is not tried once the second is refused.
    expect(requestsOf(fake).map((r) => r.body)).toEqual([{ ticketId: 12 }, { ticketId: 13 }]);
  });

  it("offers an agent the calls of their areas and none of an admin's", async () => {
    fakeApi();
    renderOnLoan('agent', [DELETED, AUTOMATION]);
    // Once the role is known the agent's call shows; the admin's (content area) never does.
    expect(await screen.findByRole('button', { name: 'Deleted payments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Automation settings' })).toBeNull();
  });
});
