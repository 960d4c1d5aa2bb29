import type { RequestOf } from '@pronto/api';

export type Audience = 'segment' | 'list' | 'one';
export type SendChannel = 'sms' | 'email' | 'both';
export type MessageSource = 'template' | 'text';

export interface BulkForm {
  audience: Audience;
  segmentId?: number | string | null;
  /** Picked customers' ids (or the catalogue's comma-separated string). */
  customerIds?: string | number[];
  customerId?: number | string | null;
  channel: SendChannel;
  source: MessageSource;
  templateId?: number | string | null;
  subject?: string;
  text?: string;
}

/** The channels each audience offers: one customer gets a free SMS or an e-mail and SMS together. */
export function channelsFor(audience: Audience): SendChannel[] {
  return audience === 'one' ? ['sms', 'both'] : ['sms', 'email'];
}

/** The message sources a channel offers for an audience (a free SMS to one customer has no template). */
export function sourcesFor(audience: Audience, channel: SendChannel): MessageSource[] {
  return audience === 'one' && channel === 'sms' ? ['text'] : ['template', 'text'];
}

type BulkId = 'communication.SendSmsBulk' | 'communication.SendEmailBulk' | 'communication.bulkSms' | 'communication.bulkEmail';
type OneId = 'communication.sendSpecificSms' | 'communication.sendEmailSms';

/** A send: its call and that call's body; `bulk` when it goes to a segment or a list (it answers a BulkResult). */
export type BulkPlan =
  | { [Id in BulkId]: { id: Id; data: RequestOf<Id>; bulk: true } }[BulkId]
  | { [Id in OneId]: { id: Id; data: RequestOf<Id>; bulk: false } }[OneId];

const BULK = {
  sms: { template: 'communication.SendSmsBulk', text: 'communication.bulkSms' },
  email: { template: 'communication.SendEmailBulk', text: 'communication.bulkEmail' },
} as const satisfies Record<'sms' | 'email', Record<MessageSource, BulkId>>;

/**
 * Which catalogue call a send is and what it carries: a segment or list goes to the bulk calls
 * (SendSmsBulk / SendEmailBulk with a template, bulkSms / bulkEmail with free text), one customer to
 * sendSpecificSms (free SMS) or sendEmailSms (both channels). Empty fields are left out: the mock
 * answers what is missing in a sentence.
 */
export function bulkPlan(form: BulkForm): BulkPlan {
  const text = { text: form.text ?? '', ...(form.channel === 'sms' ? {} : { subject: form.subject ?? '' }) };
  const template = { templateId: form.templateId ?? undefined };
  const message = form.source === 'template' ? template : text;
  if (form.audience === 'one') {
    const customerId = form.customerId ?? undefined;
    if (form.channel === 'both') return { id: 'communication.sendEmailSms', data: { customerId, ...message }, bulk: false };
    return { id: 'communication.sendSpecificSms', data: { customerId, text: form.text ?? '' }, bulk: false };
  }
  const channel = form.channel === 'email' ? 'email' : 'sms';
  const audience =
    form.audience === 'segment'
      ? { segmentId: form.segmentId ?? undefined }
      : { customerIds: Array.isArray(form.customerIds) ? form.customerIds.join(', ') : (form.customerIds ?? '') };
  if (form.source === 'template') return { id: BULK[channel].template, data: { ...audience, ...template }, bulk: true };
  return { id: BULK[channel].text, data: { ...audience, ...text }, bulk: true };
}
