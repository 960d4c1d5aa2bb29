import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '@pronto/countries';
import { currentLoan, loanArrears, loanPosition } from '@pronto/domain';
import type { CustomerRecord } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

// Messages to one customer from a template: the customer's own figures, the channel's and
// market's templates only, and no send while a variable has no value.
let mock: Mock;
let agent: string;
beforeAll(async () => {
  mock = await startMock();
  agent = await mock.staffToken('agent@pronto.test');
});
afterAll(() => mock.close());

const templateId = (name: string) => Number(mock.ctx.rows('templates').find((t) => t.name === name)?.id);
/** A customer of the market with an open loan up to date, and what the ledger says of its next instalment now. */
function withOpenLoan(country: 'GB' | 'ES') {
  const now = new Date();
  for (const customer of mock.ctx.db.customers.filter((c: CustomerRecord) => c.country === country && c.firstName)) {
    const loan = currentLoan(
      mock.ctx.db.loans.filter((l) => l.customerId === customer.id),
      now,
    );
    const position = loan ? loanPosition(loan, now) : null;
    const next = position?.daysPastDue === 0 ? position.next : null;
    if (next) return { customer, amount: formatMoney(next.amount, country), date: formatDate(next.expectedDate, country) };
  }
  throw new Error(`no ${country} customer with an open loan up to date in the seed`);
}

/** A customer of the market with an open loan in arrears, and its arrears now. */
function inArrears(country: 'GB' | 'ES') {
  const now = new Date();
  for (const customer of mock.ctx.db.customers.filter((c: CustomerRecord) => c.country === country && c.firstName)) {
    const loan = currentLoan(
      mock.ctx.db.loans.filter((l) => l.customerId === customer.id),
      now,
    );
    const position = loan ? loanPosition(loan, now) : null;
    if (loan && position && position.daysPastDue > 0) return { customer, loan, position };
  }
  throw new Error(`no ${country} customer in arrears in the seed`);
}
const smsOf = (customerId: number) => mock.ctx.db.smsHistory.filter((s) => s.customerId === customerId);

describe("communication.customerTemplates: the picker's templates", () => {
  it('offers a UK customer the active UK SMS templates only, an agent may read them', async () => {
    const { customer } = withOpenLoan('GB');
    const answer = await mock.api('get', `/api/communication/customerTemplates?customerId=${customer.id}&channel=sms`, undefined, agent);
    expect(answer.status).toBe(200);
    const names: string[] = answer.body.data.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['PAYMENT_REMINDER_SMS', 'BALANCE_SMS']));
    expect(names.some((n) => /RECORDATORIO|PAYMENT_REMINDER$|WELCOME|TERMS/.test(n))).toBe(false);
    expect(answer.body.data.every((t: { channel: string }) => t.channel === 'sms')).toBe(true);
  });

  it('offers a Spanish customer the Spanish e-mails only', async () => {
    const { customer } = withOpenLoan('ES');
    const answer = await mock.api('get', `/api/communication/customerTemplates?customerId=${customer.id}&channel=email`, undefined, agent);
    expect(answer.body.data.map((t: { name: string }) => t.name)).toEqual(['RECORDATORIO_PAGO', 'RECORDATORIO_ATRASO']);
    const wrong = await mock.api('get', `/api/communication/customerTemplates?customerId=${customer.id}&channel=page`, undefined, agent);
    expect(wrong.body.errors[0].message).toBe('channel must be one of sms, email.');
  });
});

describe("SendSmsSingle / SendEmailSingle: the customer's own values", () => {
  it("an agent sends the reminder: the real next instalment in the customer's currency, the text the preview showed", async () => {
    const { customer, amount, date } = withOpenLoan('GB');
    const id = templateId('PAYMENT_REMINDER_SMS');
    const preview = await mock.api(
      'post',
      '/api/communication/template',
      { templateId: id, customerId: customer.id },
      await mock.staffToken(),
    );
    expect(preview.body.data).toMatchObject({ body: `Pronto: your repayment of ${amount} is due on ${date}.`, missing: [] });
    expect(amount).toMatch(/^£\d+\.\d{2}$/);
    const sent = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: customer.id, templateId: id, preview: preview.body.data.body },
      agent,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.text).toBe(preview.body.data.body);
    const history = await mock.api(
      'get',
      `/api/communication/sms/historypaged?customerId=${customer.id}&page=1&perPage=5`,
      undefined,
      agent,
    );
    expect(history.body.data.items[0]).toMatchObject({ id: sent.body.data.id, text: preview.body.data.body });
  });

  it("a Spanish customer gets euros after the amount and the Spanish site's link", async () => {
    const { customer, amount, date } = withOpenLoan('ES');
    expect(amount).toMatch(/^\d+,\d{2}\u00a0€$/);
    const sent = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: customer.id, templateId: templateId('RECORDATORIO_PAGO_SMS') },
      agent,
    );
    expect(sent.body.data.text).toBe(`Pronto: su cuota de ${amount} vence el ${date}. Pague en https://www.pronto.es/payment`);
  });

  it('refuses (422) a send whose variable has no value, naming it, and sends nothing', async () => {
    const noLoan = mock.ctx.customerById(3)!;
    const before = smsOf(noLoan.id).length;
    const refused = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: noLoan.id, templateId: templateId('PAYMENT_REMINDER_SMS') },
      agent,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe('The message cannot be sent: {amount} and {date} have no value for this customer.');
    const email = await mock.api(
      'post',
      '/api/communication/SendEmailSingle',
      { customerId: noLoan.id, templateId: templateId('PAYMENT_REMINDER') },
      agent,
    );
    expect(email.body.errors[0].message).toBe('The message cannot be sent: {amount} and {date} have no value for this customer.');
    const pin = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: noLoan.id, templateId: templateId('REGISTRATION_PIN') },
      agent,
    );
    expect(pin.body.errors[0].message).toBe('The message cannot be sent: {pin} has no value for this customer.');
    expect(smsOf(noLoan.id)).toHaveLength(before);
  });

  it("refuses another channel's or another market's template", async () => {
    const { customer } = withOpenLoan('GB');
    const email = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: customer.id, templateId: templateId('RECORDATORIO_PAGO') },
      agent,
    );
    expect(email.body.errors[0].message).toBe('Template RECORDATORIO_PAGO is an e-mail; it cannot be sent as an SMS.');
    const spanish = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: customer.id, templateId: templateId('RECORDATORIO_PAGO_SMS') },
      agent,
    );
    expect(spanish.body.errors[0].message).toBe(`Template RECORDATORIO_PAGO_SMS is for the ES market; this customer is in GB.`);
  });

  it('refuses a send whose text is not the one previewed', async () => {
    const { customer } = withOpenLoan('GB');
    const stale = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      {
        customerId: customer.id,
        templateId: templateId('PAYMENT_REMINDER_SMS'),
        preview: 'Pronto: your repayment of £100.00 is due on 01/02/2027.',
      },
      agent,
    );
    expect(stale.status).toBe(422);
    expect(stale.body.errors[0].message).toMatch(/changed since its preview/);
  });
});

describe('a reminder to a customer in arrears states the arrears, never a past date as due', () => {
  it('refuses the plain reminder, naming the arrears reminders, and sends the arrears with the days late and what to do', async () => {
    const { customer, loan, position } = inArrears('GB');
    const plain = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: customer.id, templateId: templateId('PAYMENT_REMINDER_SMS') },
      agent,
    );
    expect(plain.status).toBe(422);
    expect(plain.body.errors[0].message).toBe(
      `The message cannot be sent: {amount} and {date} have no value for this customer. They are ${position.daysPastDue} days in arrears: send a reminder that states the arrears (ARREARS_REMINDER_SMS or ARREARS_REMINDER).`,
    );
    const sent = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: customer.id, templateId: templateId('ARREARS_REMINDER_SMS') },
      agent,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const arrears = loanArrears(loan, new Date());
    expect(sent.body.data.text).toBe(
      `Pronto: ${customer.firstName}, your loan is ${arrears.days} days in arrears: ${formatMoney(arrears.amount, 'GB')} overdue since ${formatDate(position.overdueSince!, 'GB')}. Pay at https://www.pronto.co.uk/payment or call us to agree a plan.`,
    );
  });
});
