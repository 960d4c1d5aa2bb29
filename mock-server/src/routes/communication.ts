import type { TemplateRecord } from '@pronto/api';
import { messagesFor, serverMessages, validateContact } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { registerCommunicationLinks } from './communication-links.ts';
import { registerCommunicationReplies } from './communication-replies.ts';
import { registerCommunicationStaff } from './communication-staff.ts';
import { registerMessageReceipts } from './message-receipts.ts';
import { marketOf } from './customer-journeys.ts';
import { isUnsubscribeKey } from '../security/signed-links.ts';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Please use the link in our latest e-mail.';

/** Offline captcha: the site key the widget shows, and the answers ValidateCaptcha accepts. */
export const CAPTCHA_SITE_KEY = 'mock-captcha-site-key';
export const isCaptchaAnswer = (value: string) => value === 'PASSED' || value.startsWith('mock-captcha-ok');
/** Spanish "Captcha validation is not successful" (the Spanish site's own wording of it). */
const CAPTCHA_FAILED_ES = 'La validación del captcha no ha sido correcta';

export function registerCommunicationRoutes(routes: Routes, ctx: Context): void {
  routes.id('communication.contactForm', (call) => {
    const { body } = call;
    const market = marketOf(call);
    // The site's rules and limits, in the market's language; then the captcha the form solved,
    // checked again here so a post that skips the widget is refused.
    const first = validateContact(body, market)[0];
    if (first) throw invalid(first.message);
    const captcha = optStr(body, 'captcha');
    if (!captcha) throw invalid(messagesFor(market).captcha);
    if (!isCaptchaAnswer(captcha)) throw invalid(market === 'ES' ? CAPTCHA_FAILED_ES : serverMessages.captchaFailed);
    const name = str(body, 'name');
    const emailAddress = str(body, 'emailAddress');
    const phoneNumber = str(body, 'phoneNumber');
    const subject = str(body, 'subject');
    const message = str(body, 'message');
    const customer = ctx.customerByEmail(emailAddress) ?? ctx.customerByPhone(phoneNumber);
    const now = ctx.nowIso();
    const ticket = ctx.insert('tickets', {
      customerId: customer?.id ?? null,
      country: customer?.country ?? 'GB',
      emailAddress,
      name,
      phoneNumber,
      subject,
      status: 'open',
      assignedTo: null,
      read: false,
      source: 'contactForm',
      createdAt: now,
      updatedAt: now,
      messages: [{ id: 1, direction: 'in', from: emailAddress, body: message, createdAt: now }],
    });
    return { ticketId: ticket.id, message: 'Thank you, we will get back to you soon.' };
  });

  routes.id('communication.GetPublicCaptchaKey', () => CAPTCHA_SITE_KEY);

  routes.id('communication.ValidateCaptcha', ({ query, body }) => {
    const response = typeof query.response === 'string' ? query.response : optStr(body, 'response');
    if (!response) throw invalid('response is required.');
    return { success: isCaptchaAnswer(response) };
  });

  routes.id('communication.templateByName.post', ({ body, query }) => {
    const name = optStr(body, 'name') ?? optStr(body, 'templateName') ?? (typeof query.name === 'string' ? query.name : undefined);
    const template = name ? ctx.rows<TemplateRecord>('templates').find((t) => t.name === name) : undefined;
    if (!template) throw invalid('Error');
    return template;
  });

  routes.id('communication.unsubscribe', ({ body }) => {
    const campaignId = str(body, 'campaignId');
    const userKey = str(body, 'userKey');
    const userTo = str(body, 'userTo');
    const communicationType = optStr(body, 'communicationType') ?? 'email';
    if (communicationType !== 'email') throw invalid('communicationType must be email.');
    // Only the link a marketing e-mail carried unsubscribes its address: anyone could name an address.
    if (!isUnsubscribeKey(ctx, userTo, userKey)) throw invalid(UNSUBSCRIBE_LINK_INVALID);
    const customer = ctx.customerByEmail(userTo);
    if (customer) customer.unsubscribed = true;
    ctx.insert('calls', {
      entryId: 'communication.unsubscribe',
      campaignId,
      userKey,
      userTo,
      customerId: customer?.id ?? null,
      createdAt: ctx.nowIso(),
    });
    return { unsubscribed: true };
  });

  registerCommunicationStaff(routes, ctx);
  registerCommunicationReplies(routes, ctx);
  registerCommunicationLinks(routes, ctx);
  registerMessageReceipts(routes, ctx);
}
