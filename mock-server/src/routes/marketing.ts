import type { BulkResult } from '@pronto/api';
import type { Context } from '../context.ts';
import { ApiError, invalid, type Call } from '../http.ts';
import type { CustomerRecord, Row, Versioned } from '../types.ts';
import { id, optStr, str } from '../validate.ts';
import { audienceOf, parseCriteria, segmentCustomers } from './audience.ts';
import { checkContact, mayMarket } from './comm-permissions.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, rowOr422, staffName } from './staff-helpers.ts';
import { filled } from './messages.ts';
import { unsubscribeLink } from '../security/signed-links.ts';
import { bumpVersion, checkVersion, editorCountry, editorOf } from '../versions.ts';

type SendChannel = 'sms' | 'email';
const CHANNEL_LABEL: Record<SendChannel, string> = { sms: 'an SMS', email: 'an e-mail' };

export type { BulkResult } from '@pronto/api';

/** A body id that must be there (with its own sentence when missing). */
function required(call: Call, field: string, missing: string): number {
  const value = call.body[field];
  if (value === undefined || value === null || value === '') throw invalid(missing);
  return id(value, field);
}

/** Template channels, segments, scheduled marketing and every send (single, specific, bulk). */
export function registerMarketingRoutes(routes: Routes, ctx: Context): void {
  const rows = (name: string) => ctx.rows(name);
  const byId = (collection: string, call: Call, label: string) => rowOr422(ctx, collection, idFrom(call, 'id'), label);
  /** A change of a row from the version its edit started from (versions.ts; these rows have no market). */
  const fromVersion = (row: Row, call: Call, what: string) => checkVersion(row as Versioned, call.body, what, editorCountry(call));
  const edited = (row: Row, call: Call) => {
    bumpVersion(ctx, row as Versioned, editorOf(call));
    ctx.changed();
  };
  const remove = (collection: string, row: Row) => {
    rows(collection).splice(rows(collection).indexOf(row), 1);
    ctx.changed();
    return row;
  };

  // --- Template channels: names are unique; a channel templates use cannot be renamed or deleted.
  const usedBy = (name: unknown) => rows('templates').filter((t) => t.channel === name).length;
  const channelName = (call: Call, except?: number) => {
    const name = str(call.body, 'name').toLowerCase();
    if (!/^[a-z][a-z0-9_-]*$/.test(name)) throw invalid('A channel name is one word of letters, digits, - or _.');
    if (rows('templateChannels').some((c) => c.id !== except && String(c.name).toLowerCase() === name))
      throw invalid(`A template channel named ${name} exists already.`);
    return name;
  };
  routes.id('communication.CommTemplateChannel', () => rows('templateChannels').map((c) => ({ ...c, templates: usedBy(c.name) })));
  routes.id('communication.CommTemplateChannel.post', (call) =>
    ctx.insert('templateChannels', {
      name: channelName(call),
      description: optStr(call.body, 'description') ?? '',
      active: call.body.active !== false,
      createdAt: ctx.nowIso(),
    }),
  );
  routes.id('communication.CommTemplateChannel.put', (call) => {
    const channel = byId('templateChannels', call, 'Template channel');
    fromVersion(channel, call, 'template channel');
    const name = call.body.name === undefined ? String(channel.name) : channelName(call, channel.id);
    const users = usedBy(channel.name);
    if (name !== channel.name && users > 0)
      throw invalid(`Channel ${String(channel.name)} is used by ${users} templates; it cannot be renamed.`);
    Object.assign(channel, {
      name,
      description: optStr(call.body, 'description') ?? channel.description ?? '',
      active: call.body.active === undefined ? channel.active : call.body.active !== false,
    });
    edited(channel, call);
    return channel;
  });
  routes.id('communication.CommTemplateChannel.delete', (call) => {
    const channel = byId('templateChannels', call, 'Template channel');
    const users = usedBy(channel.name);
    if (users > 0) throw invalid(`Channel ${String(channel.name)} is used by ${users} templates; it cannot be deleted.`);
    return remove('templateChannels', channel);
  });

  // --- Segments: a name and at least one criterion; the answer counts the customers it selects.
  const withSize = (s: Row) => ({ ...s, customers: segmentCustomers(ctx, s).length });
  routes.id('communication.getAllSegments', () => rows('segments').map(withSize));
  routes.id('communication.getSegmentById', (call) => withSize(byId('segments', call, 'Segment')));
  routes.id('communication.insertSegment', (call) => {
    const existing = call.body.id === undefined || call.body.id === null ? null : byId('segments', call, 'Segment');
    if (existing) fromVersion(existing, call, 'segment');
    const name = optStr(call.body, 'name');
    if (!name) throw invalid('A segment needs a name.');
    const criteria = parseCriteria(call.body.criteria);
    const description = optStr(call.body, 'description') ?? '';
    if (rows('segments').some((s) => s !== existing && String(s.name).toLowerCase() === name.toLowerCase()))
      throw invalid(`A segment named ${name} exists already.`);
    if (existing) {
      Object.assign(existing, { name, description, criteria });
      edited(existing, call);
      return withSize(existing);
    }
    return withSize(ctx.insert('segments', { name, description, criteria, createdAt: ctx.nowIso(), createdBy: staffName(call) }));
  });
  routes.id('communication.deleteSegment', (call) => {
    const segment = byId('segments', call, 'Segment');
    const planned = rows('marketingScheduled').filter((m) => m.segmentId === segment.id && m.status === 'scheduled').length;
    if (planned > 0) throw invalid(`Segment ${String(segment.name)} has ${planned} scheduled sends; delete them first.`);
    return remove('segments', segment);
  });

  // --- Scheduled marketing: an SMS or e-mail template that exists, a segment that exists, a time in the future.
  const sendChannel = (template: Row): SendChannel => {
    if (template.channel !== 'sms' && template.channel !== 'email')
      throw invalid(
        `Template ${String(template.name)} is a ${String(template.channel)} template; only SMS and e-mail templates can be sent.`,
      );
    return template.channel;
  };
  routes.id('communication.getAllMarketingScheduled', () => rows('marketingScheduled'));
  routes.id('communication.getMarketingScheduledById', (call) => byId('marketingScheduled', call, 'Scheduled marketing send'));
  routes.id('communication.insertMarketingScheduled', (call) => {
    const existing =
      call.body.id === undefined || call.body.id === null ? null : byId('marketingScheduled', call, 'Scheduled marketing send');
    if (existing) {
      fromVersion(existing, call, 'scheduled marketing send');
      if (existing.status !== 'scheduled') throw invalid(`The send ${String(existing.name)} has gone out; it cannot be changed.`);
    }
    const name = optStr(call.body, 'name');
    if (!name) throw invalid('A scheduled send needs a name.');
    const template = rowOr422(ctx, 'templates', required(call, 'templateId', 'A scheduled send needs a template.'), 'Template');
    const segment = rowOr422(ctx, 'segments', required(call, 'segmentId', 'A scheduled send needs a segment.'), 'Segment');
    const when = optStr(call.body, 'scheduledAt');
    if (!when) throw invalid('A send time is required.');
    const time = Date.parse(when);
    if (Number.isNaN(time)) throw invalid('The send time is not a date and time.');
    if (time <= ctx.now().getTime()) throw invalid('The send time must be in the future.');
    const fields = {
      name,
      templateId: template.id,
      segmentId: segment.id,
      channel: sendChannel(template),
      scheduledAt: new Date(time).toISOString(),
      status: 'scheduled',
    };
    if (existing) {
      Object.assign(existing, fields);
      edited(existing, call);
      return existing;
    }
    return ctx.insert('marketingScheduled', { ...fields, createdAt: ctx.nowIso(), createdBy: staffName(call) });
  });
  routes.id('communication.deleteMarketingScheduled', (call) => {
    const send = byId('marketingScheduled', call, 'Scheduled marketing send');
    if (send.status === 'sent') throw invalid(`The send ${String(send.name)} has gone out; it cannot be deleted.`);
    return remove('marketingScheduled', send);
  });

  // --- Sending. Bulk sends are marketing: customers without both permissions on the channel are skipped.
  // Every message carries the customer's own values (the console's merge); a single send with a value
  // missing is refused (422), a bulk send skips that customer.
  const deliver = (c: CustomerRecord, channel: SendChannel, subject: string, text: string, type: string) => {
    const message = filled(ctx, c, { subject, body: text });
    if (channel === 'sms') return ctx.sendSms(c.mobilePhone, message.body, c.id, c.country, type);
    // A marketing e-mail carries its signed unsubscribe link (the only way to unsubscribe an address).
    const body = type === 'bulk' ? `${message.body}\n\nUnsubscribe: ${unsubscribeLink(ctx, c.emailAddress, type)}` : message.body;
    return ctx.sendEmail(c.emailAddress, message.subject, body, c.id, type);
  };
  const bulk = (call: Call, channel: SendChannel, message: { subject: string; text: string }): BulkResult => {
    const audience = audienceOf(ctx, call.body);
    let sent = 0;
    let missingValues = 0;
    for (const c of audience) {
      if (!mayMarket(ctx, c, channel)) continue;
      try {
        deliver(c, channel, message.subject, message.text, 'bulk');
        sent += 1;
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'missingVariable') throw error;
        missingValues += 1;
      }
    }
    return { channel, audience: audience.length, sent, skipped: audience.length - sent - missingValues, missingValues };
  };
  const fromTemplate = (call: Call, channel: SendChannel) => {
    const template = rowOr422(ctx, 'templates', required(call, 'templateId', 'Choose a template to send.'), 'Template');
    if (sendChannel(template) !== channel) throw invalid(`Template ${String(template.name)} is not ${CHANNEL_LABEL[channel]} template.`);
    return { subject: String(template.subject || template.name), text: String(template.body ?? '') };
  };
  const freeText = (call: Call, channel: SendChannel) => {
    const text = optStr(call.body, 'text');
    if (!text) throw invalid('The message text is required.');
    if (channel === 'sms' && text.length > 480) throw invalid('An SMS can hold at most 480 characters.');
    const subject = channel === 'email' ? optStr(call.body, 'subject') : '';
    if (subject === undefined) throw invalid('An e-mail needs a subject.');
    return { subject, text };
  };
  routes.id('communication.bulkSms', (call) => bulk(call, 'sms', freeText(call, 'sms')));
  routes.id('communication.bulkEmail', (call) => bulk(call, 'email', freeText(call, 'email')));
  routes.id('communication.SendSmsBulk', (call) => bulk(call, 'sms', fromTemplate(call, 'sms')));
  routes.id('communication.SendEmailBulk', (call) => bulk(call, 'email', fromTemplate(call, 'email')));
  routes.id('communication.sendSpecificSms', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    checkContact(ctx, customer, 'sms');
    return deliver(customer, 'sms', '', freeText(call, 'sms').text, 'staff');
  });
  // One message on both channels: a template's text (any channel) or free text with a subject.
  routes.id('communication.sendEmailSms', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    checkContact(ctx, customer, 'sms');
    checkContact(ctx, customer, 'email');
    const hasTemplate = call.body.templateId !== undefined && call.body.templateId !== null && call.body.templateId !== '';
    const template = hasTemplate ? rowOr422(ctx, 'templates', id(call.body.templateId, 'templateId'), 'Template') : null;
    const message = template
      ? { subject: String(template.subject || template.name), text: String(template.body ?? '') }
      : freeText(call, 'email');
    return {
      sms: deliver(customer, 'sms', '', message.text, 'staff'),
      email: deliver(customer, 'email', message.subject, message.text, 'staff'),
    };
  });
}
