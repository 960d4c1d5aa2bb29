import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { id, optNum, optStr, str } from '../validate.ts';
import { crud } from './crud.ts';
import type { Routes } from './define.ts';

/** The seeded template channels (used when none are stored). */
const CHANNELS = ['email', 'sms', 'page', 'letter'];

/** Sample values a preview fills into `{placeholders}` (a customer's own names replace the first two). */
export const SAMPLE: Record<string, string> = { firstName: 'Jane', lastName: 'Sample', amount: '£100.00', date: '01/02/2027', pin: '1234', loanId: '1000' };

/** Fills `{key}` placeholders; unknown keys stay as they are. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Templates (communication service). */
export function registerTemplateRoutes(routes: Routes, ctx: Context): void {
  const templates = crud(ctx, 'templates', 'Template');
  // The active template channels (CommTemplateChannel) are the ones a template may use.
  const channelNames = () => {
    const rows = ctx.rows('templateChannels');
    return rows.length ? rows.filter((c) => c.active !== false).map((c) => String(c.name)) : CHANNELS;
  };
  const checkChannel = (channel: string | undefined) => {
    const names = channelNames();
    if (channel !== undefined && !names.includes(channel)) throw invalid(`channel must be one of ${names.join(', ')}.`);
  };
  const create = (call: Parameters<Parameters<Routes['id']>[1]>[0]) => {
    const name = str(call.body, 'name');
    checkChannel(optStr(call.body, 'channel'));
    if (templates.list((t) => t.name === name).length) throw invalid(`A template named ${name} exists already.`);
    return templates.create(call, ['name', 'body'], { active: call.body.active ?? true });
  };
  const update = (call: Parameters<Parameters<Routes['id']>[1]>[0]) => {
    checkChannel(optStr(call.body, 'channel'));
    return templates.update(call);
  };
  routes.id('communication.CommTemplate', () => templates.list());
  routes.id('communication.CommTemplate.post', create);
  routes.id('communication.createNewTemplate', create);
  routes.id('communication.CommTemplate.put', update);
  routes.id('communication.updateTemplate', update);
  routes.id('communication.CommTemplate.delete', (call) => templates.remove(call));
  routes.id('communication.deleteTemplateById', (call) => templates.remove({ ...call, params: { id: call.params.templateId ?? '' } }));
  routes.id('communication.template/get', (call) => templates.get(call));
  // Render a template (by templateId or name) with a customer's data, or sample data for a preview.
  routes.id('communication.template', (call) => {
    const byId = call.body.templateId ?? call.body.id;
    const template = byId !== undefined ? templates.find(id(byId, 'templateId')) : templates.list((t) => t.name === str(call.body, 'name'))[0];
    if (!template) throw invalid('Error');
    const customerId = optNum(call.body, 'customerId');
    const customer = customerId === undefined ? null : ctx.customerById(customerId);
    if (customerId !== undefined && !customer) throw invalid(`Customer ${customerId} does not exist.`);
    const values = customer ? { ...SAMPLE, firstName: customer.firstName, lastName: customer.lastName } : SAMPLE;
    return { templateId: template.id, name: template.name, channel: template.channel ?? null, subject: fillTemplate(String(template.subject ?? ''), values), body: fillTemplate(String(template.body ?? ''), values) };
  });
  routes.id('communication.templateByName', (call) => {
    const name = str(call.query, 'name');
    const template = templates.list((t) => t.name === name)[0];
    if (!template) throw invalid('Error');
    return template;
  });
  routes.id('communication.getTemplatesNameDistinct', () => [...new Set(templates.list().map((t) => String(t.name)))].sort());
  // Template channels, segments and scheduled marketing: marketing.ts.
}
