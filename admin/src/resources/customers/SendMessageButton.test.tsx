import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import type { MessageTemplate } from '@pronto/api';
import { formatDate } from '@pronto/countries';
import { addDays, installmentsFromPlan, paymentPlan } from '@pronto/domain';
import { resetRequestConfig } from '@pronto/request';
import { dataProvider } from '../../providers/dataProvider.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { fakeApi, requestsOf } from '../../test/fakeApi.ts';
import { aCustomer, aLoan, aPage, aSentSms } from '../../test/fixtures.ts';
import { SendMessageButton } from './SendMessageButton.tsx';

beforeEach(() => resetRequestConfig());

const today = new Date().toISOString().slice(0, 10);
const ISSUE = addDays(today, -40);
const DUE = [30, 60, 90, 120].map((d) => addDays(ISSUE, d));
/** £200 over four months, 80.95 each; the first instalment and 24.65 of the second paid: 56.30 left of it. */
const loan = aLoan({
  id: 5,
  customerId: 8,
  issueDate: ISSUE,
  installments: installmentsFromPlan(paymentPlan({ issueDate: ISSUE, paymentDates: DUE, amount: 200 }), 5, 501),
  payments: [{ id: 1, loanId: 5, amount: 105.6, date: DUE[0] as string, method: 'card', deleted: false }],
});
const template = (id: number, name: string, fields: Partial<MessageTemplate>): MessageTemplate => ({
  id,
  name,
  channel: 'sms',
  country: 'GB',
  body: '',
  active: true,
  ...fields,
});
// What the server answers; the picker still keeps only the channel's templates of the customer's market.
const TEMPLATES = [
  template(8, 'PAYMENT_REMINDER_SMS', { body: 'Pronto: your repayment of {amount} is due on {date}.' }),
  template(11, 'RECORDATORIO_PAGO_SMS', { country: 'ES', body: 'Pronto: su cuota de {amount} vence el {date}.' }),
  template(7, 'PAYMENT_REMINDER', { channel: 'email', body: '<p>Dear {firstName}</p>' }),
];

function renderButton() {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ ...aCustomer({ id: 8, firstName: 'Ann' }), mobilePhone: '07100000008' }}>
        <SendMessageButton channel="sms" />
      </RecordContextProvider>
    </AdminContext>,
  );
}

async function pick(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Send SMS' }));
  const dialog = await screen.findByRole('dialog');
  // The picker opens once the customer's templates are in.
  const picker = await waitFor(
    () => {
      const box = within(dialog).getByRole('combobox', { name: /Template/ });
      expect(box).not.toHaveAttribute('aria-disabled', 'true');
      return box;
    },
    { timeout: 8000 },
  );
  await userEvent.click(picker);
  const options = await screen.findAllByRole('option');
  return { dialog, options: options.map((o) => o.textContent), choose: () => userEvent.click(screen.getByRole('option', { name })) };
}

describe('SendMessageButton', { timeout: 30_000 }, () => {
  it("offers the SMS templates of the customer's market only, previews their real next instalment and sends that text", async () => {
    const fake = fakeApi({
      'communication.customerTemplates': { data: TEMPLATES },
      'loan.searchLoans': { data: aPage([loan], 1) },
      'communication.SendSmsSingle': { data: aSentSms({ id: 99 }) },
    });
    renderButton();
    const { dialog, options, choose } = await pick('PAYMENT_REMINDER_SMS');
    expect(options.filter((o) => o !== '')).toEqual(['PAYMENT_REMINDER_SMS']);
    await choose();
    const expected = `Pronto: your repayment of £56.30 is due on ${formatDate(DUE[1] as string, 'GB')}.`;
    expect(await within(dialog).findByTestId('message-preview')).toHaveTextContent(expected);
    const send = within(dialog).getByRole('button', { name: 'Send SMS' });
    expect(send).toBeEnabled();
    await userEvent.click(send);
    // Sent: the dialog closes (the notification is the layout's).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(requestsOf(fake).find((r) => r.url === '/api/communication/SendSmsSingle')?.body).toEqual({
      customerId: 8,
      templateId: 8,
      preview: expected,
    });
    // The picker asked for this customer's SMS templates (their market's, by the API).
    expect(requestsOf(fake).find((r) => r.url.startsWith('/api/communication/customerTemplates'))).toMatchObject({
      method: 'GET',
      url: '/api/communication/customerTemplates?customerId=8&channel=sms',
    });
  });

  it('without an open loan: says which variables have no value and keeps Send disabled', async () => {
    const fake = fakeApi({
      'communication.customerTemplates': { data: TEMPLATES },
      'loan.searchLoans': { data: aPage([aLoan({ status: 'repaid' })], 1) },
    });
    renderButton();
    const { dialog, choose } = await pick('PAYMENT_REMINDER_SMS');
    await choose();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot send: no value for {amount}, {date} for this customer.');
    expect(within(dialog).getByTestId('message-preview')).toHaveTextContent('Pronto: your repayment of {amount} is due on {date}.');
    expect(within(dialog).getByRole('button', { name: 'Send SMS' })).toBeDisabled();
    expect(requestsOf(fake).some((r) => r.url.includes('SendSmsSingle'))).toBe(false);
  });
});
