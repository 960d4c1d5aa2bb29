import type { CallId } from '@pronto/api';

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

const BULK: Record<'sms' | 'email', Record<MessageSource, CallId>> = {
  sms: { template: 'communication.SendSmsBulk', text: 'communication.bulkSms' },
  email: { template: 'communication.SendEmailBulk', text: 'communication.bulkEmail' },
};

/**
 * Which catalogue call a send is and what it carries: a segment or list goes to the bulk calls
 * (SendSmsBulk / SendEmailBulk with a template, bulkSms / bulkEmail with free text), one customer to
 * sendSpecificSms (free SMS) or sendEmailSms (both channels). Empty fields are left out: the mock
 * answers what is missing in a sentence.
 */
export function bulkPlan(form: BulkForm): { id: CallId; data: Record<string, unknown>; bulk: boolean } {
  const message: Record<string, unknown> =
    form.source === 'template'
      ? { templateId: form.templateId ?? undefined }
      : { text: form.text ?? '', ...(form.channel === 'sms' ? {} : { subject: form.subject ?? '' }) };
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
  return { id: BULK[channel][form.source], data: { ...audience, ...message }, bulk: true };
}
