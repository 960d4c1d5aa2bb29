import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { configureRequest, resetRequestConfig } from '@pronto/request';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { dataProvider } from '../providers/dataProvider.ts';
import { fakeApi } from '../test/fakeApi.ts';
import { aLoan } from '../test/fixtures.ts';
import { ConfirmWithReason } from './ConfirmWithReason.tsx';
import '../resources/loans/messages.ts'; // the payment's texts the example dialog is given

beforeEach(() => resetRequestConfig());

function renderDeletePayment() {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <ConfirmWithReason
        label="resources.loans.actions.deletePayment"
        message="pronto.audit.questions.deletePayment"
        messageArgs={{ paymentId: 7, loanId: 5, amount: '£20.00' }}
        success="resources.loans.notifications.paymentDeleted"
        call={(dp, v) => dp.deletePayment('loans', { loanId: 5, paymentId: 7, reason: v.reason })}
      />
      <Notification />
    </AdminContext>,
  );
}

describe('ConfirmWithReason (irreversible actions confirm, with a reason)', { timeout: 40_000 }, () => {
  it('says what will happen and sends nothing until a reason is given', async () => {
    const fake = fakeApi();
    renderDeletePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete payment 7 of loan 5 (£20.00)? The schedule is worked out again without it.');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(fake.calls).toEqual([]);
    // Cancel closes without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('sends the reason with the call, waits while it runs, then closes and notifies', async () => {
    const fake = fakeApi({ 'loan.deletePayment': { data: aLoan() } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The same fake, answering only once the test lets it: the call is seen running.
    configureRequest({ fetch: async (input, init) => held.then(() => fake.fetch(input, init)) });
    renderDeletePayment();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(trigger).toBeDisabled();
    release();
    expect(await screen.findByText('Payment deleted')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(fake.bodiesOf('loan.deletePayment')).toEqual([{ loanId: 5, paymentId: 7, reason: 'Bounced' }]);
    expect(trigger).toBeEnabled();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    fakeApi({ 'loan.deletePayment': { status: 422, errors: [{ message: 'Payment 7 is already deleted.' }] } });
    renderDeletePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Payment 7 is already deleted.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete' })).toBeInTheDocument();
  });
});
