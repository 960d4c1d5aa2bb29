import type { MessageTemplate } from '@pronto/api';
import { currentLoan, mergeMessage, mergeValues, templateFits, type MergeValues } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord, Row } from '../types.ts';

/* Messages to one customer from a template: the same merge (@pronto/domain) as the console's preview,
 * with the customer's own values; a variable without a value refuses the send. */

export type Channel = 'sms' | 'email';
const CHANNEL_NAMES: Record<Channel, string> = { sms: 'an SMS', email: 'an e-mail' };

/** The customer's values: their names, their open loan's next instalment and balance, their market's site. */
export function valuesFor(ctx: Context, customer: CustomerRecord): MergeValues {
  const at = ctx.now();
  const loans = ctx.db.loans.filter((l) => l.customerId === customer.id);
  return mergeValues({ customer, loan: currentLoan(loans, at), at });
}

/** A stored template row as the contract's template. */
export function asTemplate(row: Row): MessageTemplate {
  const opt = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const country = row.country === 'GB' || row.country === 'ES' ? row.country : undefined;
  return {
    id: Number(row.id),
    name: String(row.name),
    channel: String(row.channel ?? ''),
    ...(country ? { country } : {}),
    ...(opt(row.language) ? { language: opt(row.language) } : {}),
    subject: opt(row.subject) ?? '',
    body: String(row.body ?? ''),
    active: row.active !== false,
  };
}

/** The templates that may go to the customer on the channel (active, that channel, their market). */
export function templatesFor(ctx: Context, customer: CustomerRecord, channel: Channel): MessageTemplate[] {
  return ctx
    .rows('templates')
    .map(asTemplate)
    .filter((t) => templateFits(t, { channel, country: customer.country }));
}

/** "{amount}" or "{amount} and {date}" or "{a}, {b} and {c}". */
function variableList(names: string[]): string {
  const marked = names.map((n) => `{${n}}`);
  return marked.length > 1 ? `${marked.slice(0, -1).join(', ')} and ${marked.at(-1)}` : (marked[0] ?? '');
}

/**
 * The message a template makes for the customer on the channel: refused (422) when the template is of
 * another channel or market, or when a variable has no value for this customer.
 */
export function templateMessage(ctx: Context, customer: CustomerRecord, row: Row, channel: Channel): { subject: string; body: string } {
  const template = asTemplate(row);
  if (template.channel && template.channel !== channel) {
    throw invalid(
      `Template ${template.name} is ${template.channel === 'email' ? 'an e-mail' : `for ${template.channel}`}; it cannot be sent as ${CHANNEL_NAMES[channel]}.`,
    );
  }
  if (!templateFits({ ...template, channel }, { channel, country: customer.country })) {
    throw invalid(
      template.active === false
        ? `Template ${template.name} is not active.`
        : `Template ${template.name} is for the ${template.country ?? template.language} market; this customer is in ${customer.country}.`,
    );
  }
  return filled(ctx, customer, template);
}

/** Free text or a template's subject and body, filled with the customer's values; refused when one is missing. */
export function filled(
  ctx: Context,
  customer: CustomerRecord,
  message: { subject?: string; body: string },
): { subject: string; body: string } {
  const values = valuesFor(ctx, customer);
  const { subject, body, missing } = mergeMessage(message, values);
  if (missing.length) {
    // In arrears a repayment has no due date to give: the arrears reminder states what is overdue instead.
    const arrears =
      values.daysLate && missing.some((m) => m === 'amount' || m === 'date')
        ? ` They are ${values.daysLate} days in arrears: send a reminder that states the arrears (${arrearsTemplates(ctx, customer).join(' or ') || '{arrears}, {daysLate}, {overdueSince}'}).`
        : '';
    throw invalid(
      `The message cannot be sent: ${variableList(missing)} ${missing.length > 1 ? 'have' : 'has'} no value for this customer.${arrears}`,
      'missingVariable',
    );
  }
  return { subject, body };
}

/** The customer's templates that state arrears (they use {arrears}), by name. */
function arrearsTemplates(ctx: Context, customer: CustomerRecord): string[] {
  return (['sms', 'email'] as const).flatMap((channel) =>
    templatesFor(ctx, customer, channel)
      .filter((t) => t.body.includes('{arrears}'))
      .map((t) => t.name),
  );
}

/** Refuses a send whose text is not the one staff previewed (the customer's figures changed in between). */
export function checkPreview(preview: unknown, body: string): void {
  if (typeof preview === 'string' && preview.trim() !== body.trim()) {
    throw invalid(
      "The message has changed since its preview (the customer's figures changed): check the new preview and send again.",
      'previewChanged',
    );
  }
}
