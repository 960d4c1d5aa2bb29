import { expect } from 'vitest';
import type { MessageTemplate, TemplatePreview, TemplateRecord } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { CUSTOMER, templates, type TemplateChannel } from './books.ts';

/* Templates and their channels: what is created, edited or deleted is what the template reads answer. */

const FORBIDDEN = 'You are not allowed to do this.';

/** A new e-mail template of the UK market (unique by its name). */
const draft = (name: string) => ({
  name,
  channel: 'email',
  country: 'GB',
  language: 'en-GB',
  subject: 'Hello',
  body: '<p>Dear {firstName}, hello.</p>',
});

/** Creates a template through the catalogue and answers its id. */
async function created(w: World, name: string): Promise<number> {
  return (await w.ok('communication.CommTemplate.post', { data: draft(name) })).id;
}

const byName = (rows: TemplateRecord[], name: string) => rows.find((t) => t.name === name);
const byId = (rows: TemplateRecord[], id: unknown) => rows.find((t) => t.id === Number(id));

async function channels(w: World): Promise<TemplateChannel[]> {
  return (await w.ok('communication.CommTemplateChannel')) as TemplateChannel[];
}

export const templateCases: Cases<'communication'> = {
  'communication.CommTemplate': {
    reads: 'every template of the seed: the terms pages, the PINs, the reminders, in both markets',
    call: {},
    check: ({ data }) => {
      const rows = data as TemplateRecord[];
      expect(rows.length).toBe(16);
      expect(byName(rows, 'PAYMENT_REMINDER_SMS')).toMatchObject({
        id: 8,
        channel: 'sms',
        country: 'GB',
        body: 'Pronto: your repayment of {amount} is due on {date}.',
      });
      expect(byName(rows, 'RECORDATORIO_PAGO')).toMatchObject({ channel: 'email', country: 'ES', subject: 'Su pago vence pronto' });
    },
    refuses: [{ call: { as: 'agent' }, status: 403, message: FORBIDDEN }],
  },
  'communication.CommTemplate.post': {
    does: 'adds a template to the catalogue, active unless told',
    call: { data: draft('BEHAVIOUR_NEW') },
    readBack: async (w) => byName(await templates(w), 'BEHAVIOUR_NEW'),
    check: (after, before) => {
      expect(before).toBeUndefined();
      expect(after).toMatchObject({ ...draft('BEHAVIOUR_NEW'), active: true });
    },
    refuses: [
      { call: { data: { ...draft('WELCOME_EMAIL') } }, status: 422, message: 'A template named WELCOME_EMAIL exists already.' },
      {
        call: { data: { ...draft('BEHAVIOUR_X'), channel: 'fax' } },
        status: 422,
        message: 'channel must be one of email, sms, page, letter.',
      },
      { call: { data: { name: 'BEHAVIOUR_NO_BODY' } as never }, status: 422, message: 'body is required.' },
      { call: { as: 'agent', data: draft('BEHAVIOUR_AGENT') }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.CommTemplate.put': {
    does: "changes a template's text; the catalogue reads the new text",
    call: async (w) => ({ data: { id: await created(w, 'BEHAVIOUR_PUT'), body: '<p>Dear {firstName}, changed.</p>' } }),
    readBack: async (w, opts) => byId(await templates(w), opts.data?.id),
    check: (after, before) => {
      expect(before?.body).toBe('<p>Dear {firstName}, hello.</p>');
      expect(after).toMatchObject({ name: 'BEHAVIOUR_PUT', body: '<p>Dear {firstName}, changed.</p>' });
    },
    refuses: [
      // Renamed onto another template's name, two templates would answer one name.
      { call: { data: { id: 6, name: 'PAYMENT_REMINDER' } }, status: 422, message: 'A template named PAYMENT_REMINDER exists already.' },
      { call: { data: { id: 6, body: '' } }, status: 422, message: 'body is required.' },
      { call: { data: { id: 9999, body: 'x' } }, status: 422, message: 'Template 9999 does not exist.' },
    ],
  },
  'communication.CommTemplate.delete': {
    does: 'removes a template from the catalogue',
    call: async (w) => ({ params: { id: await created(w, 'BEHAVIOUR_DELETE') } }),
    readBack: async (w) => byName(await templates(w), 'BEHAVIOUR_DELETE'),
    check: (after, before) => {
      expect(before?.name).toBe('BEHAVIOUR_DELETE');
      expect(after).toBeUndefined();
    },
    refuses: [
      // Template 6 (WELCOME_EMAIL) goes out with two planned marketing sends of the seed.
      { call: { params: { id: 6 } }, status: 422, message: 'Template WELCOME_EMAIL is used by 2 scheduled sends; delete them first.' },
    ],
  },
  'communication.createNewTemplate': {
    does: 'adds a template with its channel, as the template page does',
    call: { data: { ...draft('BEHAVIOUR_CREATE'), channel: 'sms', subject: '', body: 'Pronto: {firstName}, hello.' } },
    readBack: async (w) => byName(await templates(w), 'BEHAVIOUR_CREATE'),
    check: (after) => expect(after).toMatchObject({ channel: 'sms', body: 'Pronto: {firstName}, hello.', active: true }),
    refuses: [{ call: { data: { body: 'x' } }, status: 422, message: 'name is required.' }],
  },
  'communication.updateTemplate': {
    does: 'switches a template off: the customer page no longer offers it',
    call: async (w) => ({ data: { id: await created(w, 'BEHAVIOUR_UPDATE'), active: false } }),
    readBack: async (w) => ({
      stored: byName(await templates(w), 'BEHAVIOUR_UPDATE')?.active,
      offered: (await w.ok('communication.customerTemplates', { params: { customerId: CUSTOMER.id, channel: 'email' } })).some(
        (t: MessageTemplate) => t.name === 'BEHAVIOUR_UPDATE',
      ),
    }),
    check: (after, before) => {
      expect(before).toEqual({ stored: true, offered: true });
      expect(after).toEqual({ stored: false, offered: false });
    },
    refuses: [{ call: { data: { id: 6, channel: 'pigeon' } }, status: 422, message: 'channel must be one of email, sms, page, letter.' }],
  },
  'communication.deleteTemplateById': {
    does: 'deletes the template named in the path',
    call: async (w) => ({ vars: { templateId: await created(w, 'BEHAVIOUR_DELETE_BY_ID') } }),
    readBack: async (w) => byName(await templates(w), 'BEHAVIOUR_DELETE_BY_ID'),
    check: (after, before) => {
      expect(before).toBeDefined();
      expect(after).toBeUndefined();
    },
    refuses: [{ call: { vars: { templateId: 9999 } }, status: 422, message: 'Template 9999 does not exist.' }],
  },
  'communication.template': {
    reads: "a template filled with the customer's own values (their first name), or sample values without a customer",
    call: { data: { templateId: 6, customerId: CUSTOMER.id } },
    check: async ({ data }, w) => {
      const customer = (await w.ok('customer.customer', { params: { customerId: CUSTOMER.id } })) as { firstName: string };
      expect(data).toEqual<TemplatePreview>({
        templateId: 6,
        name: 'WELCOME_EMAIL',
        channel: 'email',
        subject: 'Welcome to Pronto',
        body: `<p>Dear ${customer.firstName}, welcome to Pronto.</p>`,
        missing: [],
      });
      const sample = await w.ok('communication.template', { data: { templateId: 7 } });
      expect(sample.body).toBe('<p>Dear Jane, your repayment of £100.00 is due on 01/02/2027.</p>');
    },
    refuses: [{ call: { data: { templateId: 9999 } }, status: 422, message: 'Template 9999 does not exist.' }],
  },
  'communication.template/get': {
    reads: 'one template by id',
    call: { params: { id: 7 } },
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 7, name: 'PAYMENT_REMINDER', channel: 'email', subject: 'Your repayment is due' }),
  },
  'communication.templateByName': {
    reads: 'one template by its name; an unknown name is the spec\'s "Error"',
    call: { params: { name: 'FORGOT_PIN' } },
    check: async ({ data }, w) => {
      expect(data).toMatchObject({ id: 5, channel: 'sms', body: 'Your new Pronto PIN is {pin}.' });
      const unknown = await w.call('communication.templateByName', { params: { name: 'NO_SUCH_TEMPLATE' } });
      expect([unknown.status, unknown.errors[0]?.message]).toEqual([422, 'Error']);
    },
  },
  'communication.templateByName.post': {
    reads: "the terms-and-conditions page's content, to anyone",
    call: { data: { name: 'UK_TERMS_AND_CONDITIONS' } },
    check: ({ data }) => {
      expect(data).toMatchObject({ name: 'UK_TERMS_AND_CONDITIONS', channel: 'page', subject: 'Terms and Conditions' });
      expect(data.body.length).toBeGreaterThan(100);
    },
  },
  'communication.getTemplatesNameDistinct': {
    reads: 'the template names, each once, sorted',
    call: {},
    check: ({ data }) => {
      const names = data as string[];
      expect(names).toEqual([...new Set(names)].sort());
      expect(names).toContain('ARREARS_REMINDER_SMS');
      expect(names).toContain('UK_TERMS_AND_CONDITIONS');
    },
  },
  'communication.customerTemplates': {
    reads: "the active templates of the channel in the customer's market (UK SMS for customer 8, Spanish ones for a Spaniard)",
    call: { as: 'agent', params: { customerId: CUSTOMER.id, channel: 'sms' } },
    check: async ({ data }, w) => {
      const names = data.map((t) => t.name);
      expect(names).toContain('PAYMENT_REMINDER_SMS');
      expect(names).not.toContain('RECORDATORIO_PAGO_SMS');
      expect(names).not.toContain('WELCOME_EMAIL');
      const spanish = await w.ok('communication.customerTemplates', { params: { customerId: 13, channel: 'sms' } });
      expect(spanish.map((t) => t.name)).toContain('RECORDATORIO_PAGO_SMS');
      expect(spanish.map((t) => t.name)).not.toContain('PAYMENT_REMINDER_SMS');
    },
  },
  'communication.CommTemplateChannel': {
    reads: 'the four seeded channels, each with how many templates use it',
    call: {},
    check: ({ data }) => {
      const rows = data as TemplateChannel[];
      expect(rows.map((c) => c.name)).toEqual(['email', 'sms', 'page', 'letter']);
      expect(rows.find((c) => c.name === 'page')?.templates).toBe(2);
      expect(rows.find((c) => c.name === 'letter')?.templates).toBe(0);
    },
  },
  'communication.CommTemplateChannel.post': {
    does: 'adds a channel templates may then use',
    call: { data: { name: 'whatsapp', description: 'WhatsApp messages' } },
    readBack: async (w) => (await channels(w)).find((c) => c.name === 'whatsapp'),
    check: (after) => expect(after).toMatchObject({ name: 'whatsapp', description: 'WhatsApp messages', active: true, templates: 0 }),
    refuses: [
      { call: { data: { name: 'sms' } }, status: 422, message: 'A template channel named sms exists already.' },
      { call: { data: { name: 'two words' } }, status: 422, message: 'A channel name is one word of letters, digits, - or _.' },
    ],
  },
  'communication.CommTemplateChannel.put': {
    does: "changes an unused channel's name",
    call: async (w) => {
      const id = (await w.ok('communication.CommTemplateChannel.post', { data: { name: 'push' } })) as TemplateChannel;
      return { data: { id: id.id, name: 'pushnotice', description: 'App notices' } };
    },
    readBack: async (w, opts) => (await channels(w)).find((c) => c.id === (opts.data as { id: number }).id),
    check: (after, before) => {
      expect(before?.name).toBe('push');
      expect(after).toMatchObject({ name: 'pushnotice', description: 'App notices' });
    },
    refuses: [
      // Channel 2 (sms) is used by templates: renaming it would orphan them.
      { call: { data: { id: 2, name: 'text' } }, status: 422, message: /^Channel sms is used by \d+ templates; it cannot be renamed\.$/ },
    ],
  },
  'communication.CommTemplateChannel.delete': {
    does: 'removes an unused channel',
    call: async (w) => {
      const channel = (await w.ok('communication.CommTemplateChannel.post', { data: { name: 'telex' } })) as TemplateChannel;
      return { params: { id: channel.id } };
    },
    readBack: async (w) => (await channels(w)).map((c) => c.name),
    check: (after, before) => {
      expect(before).toContain('telex');
      expect(after).not.toContain('telex');
    },
    refuses: [{ call: { params: { id: 1 } }, status: 422, message: /^Channel email is used by \d+ templates; it cannot be deleted\.$/ }],
  },
};
