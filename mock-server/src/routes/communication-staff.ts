import { phoneKey, type Context } from '../context.ts';
import { ApiError, invalid, type Call } from '../http.ts';
import { isProviderToken } from '../security/signed-links.ts';
import { page } from '../sanitize.ts';
import type { Ticket, TicketMessage } from '@pronto/api';
import type { Stored } from '../types.ts';
import { optNum, optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { checkPreview, filled, templateMessage, type Channel } from './messages.ts';
import { checkContact, registerCommPermissionRoutes } from './comm-permissions.ts';
import { registerIvrRoutes } from './ivr.ts';
import { registerMailboxRoutes } from './mailbox.ts';
import { registerMarketingRoutes } from './marketing.ts';

const RECEIPTS = ['delivered', 'failed', 'pending'];
import { customerOr422, idFrom, newest, rowOr422, staffName } from './staff-helpers.ts';

export function registerCommunicationStaff(routes: Routes, ctx: Context): void {
  const tickets = () => ctx.rows<Ticket>('tickets');
  const ticketOf = (call: Call) => rowOr422<Ticket>(ctx, 'tickets', idFrom(call, 'ticketId'), 'Ticket');
  // A ticket written through /api/rest may have no thread yet.
  const messages = (t: Ticket): TicketMessage[] => (Array.isArray(t.messages) ? t.messages : []);
  const staffId = (call: Call) => (call.caller.kind === 'staff' ? call.caller.staff.id : null);
  const touch = (t: Stored<Ticket>) => {
    t.updatedAt = ctx.nowIso();
    ctx.changed();
    return t;
  };

  routes.id('communication.getTickets', (call) => {
    const queue = optStr(call.query, 'queue') ?? optStr(call.query, 'filter');
    const status = optStr(call.query, 'status');
    // `id` (one or a comma list) reads given tickets: the console's ticket page and reference fields.
    const ids = optStr(call.query, 'id')?.split(',').map(Number);
    const customerId = call.query.customerId !== undefined ? idFrom(call, 'customerId') : undefined;
    const rows = newest(tickets()).filter((t) => {
      if (ids && !ids.includes(t.id)) return false;
      if (customerId !== undefined && t.customerId !== customerId) return false;
      if (status && t.status !== status) return false;
      if (queue === 'open') return t.status === 'open';
      if (queue === 'unissued') return t.status === 'open' && t.assignedTo == null;
      if (queue === 'mine') return t.assignedTo === staffId(call);
      return true;
    });
    return page(rows, Number(call.query.page ?? 1), Number(call.query.perPage ?? 25));
  });
  routes.id('communication.camOpenTickets', (call) =>
    newest(tickets()).filter((t) => t.status === 'open' && t.assignedTo === staffId(call)),
  );
  routes.id('communication.camUnissuedTickets', () => newest(tickets()).filter((t) => t.status === 'open' && t.assignedTo == null));
  routes.id('communication.getCustomerTickets', (call) => newest(tickets().filter((t) => t.customerId === idFrom(call, 'customerId'))));
  routes.id('communication.getThreads', (call) => newest(tickets().filter((t) => t.customerId === idFrom(call, 'customerId'))));
  routes.id('communication.getThread', (call) => messages(ticketOf(call)));
  // communication.reply and replymultipart: communication-replies.ts.
  // A thread staff start is an e-mail to the customer: not to one who refused e-mail (a reply to theirs is).
  routes.id('communication.startNewThread', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    checkContact(ctx, customer, 'email');
    const text = str(call.body, 'text');
    const now = ctx.nowIso();
    const t = ctx.insert('tickets', {
      customerId: customer.id,
      country: customer.country,
      emailAddress: customer.emailAddress,
      subject: str(call.body, 'subject'),
      status: 'open' as const,
      assignedTo: staffId(call),
      read: true,
      source: 'staff',
      createdAt: now,
      updatedAt: now,
      messages: [{ id: 1, direction: 'out' as const, from: staffName(call), body: text, createdAt: now }],
    });
    ctx.sendEmail(customer.emailAddress, String(t.subject), text, customer.id, 'ticket');
    return t;
  });
  routes.id('communication.assign', (call) => {
    const t = ticketOf(call);
    const to = optNum(call.body, 'staffId') ?? staffId(call);
    if (to !== null && !ctx.staffById(to)) throw invalid(`Staff member ${to} does not exist.`);
    t.assignedTo = to;
    return touch(t);
  });
  routes.id('communication.reassign', (call) => {
    const t = ticketOf(call);
    const to = idFrom(call, 'staffId');
    if (!ctx.staffById(to)) throw invalid(`Staff member ${to} does not exist.`);
    t.assignedTo = to;
    return touch(t);
  });
  routes.id('communication.bind', (call) => {
    const t = ticketOf(call);
    t.customerId = customerOr422(ctx, idFrom(call, 'customerId')).id;
    return touch(t);
  });
  routes.id('communication.unbind', (call) => {
    const t = ticketOf(call);
    t.customerId = null;
    return touch(t);
  });
  routes.id('communication.close', (call) => {
    const t = ticketOf(call);
    t.status = 'closed';
    return touch(t);
  });
  routes.id('communication.read', (call) => {
    const t = ticketOf(call);
    t.read = true;
    return touch(t);
  });
  routes.id('communication.getState', () => {
    const all = tickets();
    return {
      open: all.filter((t) => t.status === 'open').length,
      unissued: all.filter((t) => t.status === 'open' && t.assignedTo == null).length,
      closed: all.filter((t) => t.status === 'closed').length,
    };
  });

  // SMS and e-mail history: filter by phone (last 9 digits) / e-mail / customer, newest first.
  const smsFor = (call: Call) => {
    const phone = optStr(call.query, 'mobilePhone');
    const customerId = call.query.customerId !== undefined ? idFrom(call, 'customerId') : undefined;
    const key = phone ? phoneKey(phone) : '';
    const smsId = call.query.id !== undefined ? idFrom(call, 'id') : undefined;
    return newest(
      ctx.db.smsHistory.filter(
        (s) =>
          (!key || phoneKey(s.mobilePhone) === key) &&
          (customerId === undefined || s.customerId === customerId) &&
          (smsId === undefined || s.id === smsId),
      ),
    );
  };
  const emailFor = (call: Call) => {
    const email = optStr(call.query, 'emailAddress')?.toLowerCase();
    const customerId = call.query.customerId !== undefined ? idFrom(call, 'customerId') : undefined;
    const emailId = call.query.id !== undefined ? idFrom(call, 'id') : undefined;
    return newest(
      ctx.db.emailHistory.filter(
        (e) =>
          (!email || e.emailAddress.toLowerCase() === email) &&
          (customerId === undefined || e.customerId === customerId) &&
          (emailId === undefined || e.id === emailId),
      ),
    );
  };
  const paged = <T>(rows: T[], call: Call) => page(rows, Number(call.query.page ?? 1), Number(call.query.perPage ?? 25));
  routes.id('communication.sms/history', (call) => smsFor(call).slice(0, 200));
  routes.id('communication.sms/historypaged', (call) => paged(smsFor(call), call));
  routes.id('communication.email/history', (call) => emailFor(call).slice(0, 200));
  routes.id('communication.email/historybypaging', (call) => paged(emailFor(call), call));

  const smsOf = (call: Call) => {
    const smsId = idFrom(call, 'smsId');
    const sms = ctx.db.smsHistory.find((s) => s.id === smsId);
    if (!sms) throw invalid(`SMS ${smsId} does not exist.`);
    return sms;
  };
  routes.id('communication.sms/markasread', (call) => {
    const sms = smsOf(call);
    sms.read = true;
    ctx.changed();
    return sms;
  });
  // The provider's delivery receipt (public callback): delivered, failed or pending.
  // Only the provider (its token in X-Provider-Token) reports; the answer names the receipt, never the text.
  routes.id('communication.sms/receipt', (call) => {
    if (!isProviderToken(ctx, call.req.headers['x-provider-token'])) throw new ApiError(401, 'Authorization Error');
    const sms = smsOf(call);
    const status = str(call.body, 'status');
    if (!RECEIPTS.includes(status)) throw invalid(`status must be one of ${RECEIPTS.join(', ')}.`);
    sms.receipt = { status, at: ctx.nowIso() };
    ctx.changed();
    return { smsId: sms.id, receipt: sms.receipt };
  });

  // One customer, one message: a template (of the channel and the customer's market) or free text, filled
  // with the customer's own values by the console's merge; refused when a value is missing or the text
  // is not the one previewed.
  const message = (call: Call, channel: Channel) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    checkContact(ctx, customer, channel);
    const templateId = optNum(call.body, 'templateId');
    const { subject, body } =
      templateId === undefined
        ? filled(ctx, customer, { subject: optStr(call.body, 'subject') ?? 'Message from Pronto', body: str(call.body, 'text') })
        : templateMessage(ctx, customer, rowOr422(ctx, 'templates', templateId, 'Template'), channel);
    checkPreview(call.body.preview, body);
    return { customer, subject, body };
  };
  routes.id('communication.SendSmsSingle', (call) => {
    const { customer, body } = message(call, 'sms');
    return ctx.sendSms(customer.mobilePhone, body, customer.id, customer.country, 'staff');
  });
  routes.id('communication.SendEmailSingle', (call) => {
    const { customer, subject, body } = message(call, 'email');
    return ctx.sendEmail(customer.emailAddress, subject, body, customer.id, 'staff');
  });

  registerMarketingRoutes(routes, ctx);
  registerMailboxRoutes(routes, ctx);
  registerIvrRoutes(routes, ctx);
  registerCommPermissionRoutes(routes, ctx);
}
