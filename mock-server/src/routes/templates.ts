import type { TemplateRecord } from '@pronto/api';
import { mergeMessage, type MergeValues } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { id, optNum, optStr, str } from '../validate.ts';
import { crud } from './crud.ts';
import type { Routes } from './define.ts';
import { asTemplate, templatesFor, valuesFor, type Channel } from './messages.ts';
import { customerOr422, idFrom } from './staff-helpers.ts';

/** The seeded template channels (used when none are stored). */
const CHANNELS = ['email', 'sms', 'page', 'letter'];

/** Sample values a template's own page previews with (no customer chosen); a customer's preview uses their own. */
export const SAMPLE: MergeValues = {
  firstName: 'Jane',
  lastName: 'Sample',
  fullName: 'Jane Sample',
  amount: '£100.00',
  date: '01/02/2027',
  balance: '£250.00',
  loanId: '1000',
  repayLink: 'https://www.pronto.co.uk/payment',
  loginLink: 'https://www.pronto.co.uk/login',
};

/** Templates (communication service). */
export function registerTemplateRoutes(routes: Routes, ctx: Context): void {
  const templates = crud<TemplateRecord>(ctx, 'templates', 'Template');
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
  // A renamed template keeps a name of its own, and a template keeps a text: sends and the site read them by name.
  const update = (call: Parameters<Parameters<Routes['id']>[1]>[0]) => {
    checkChannel(optStr(call.body, 'channel'));
    const own = templates.get(call);
    if (call.body.name !== undefined) {
      const name = str(call.body, 'name');
      if (templates.list((t) => t !== own && t.name === name).length) throw invalid(`A template named ${name} exists already.`);
    }
    if (call.body.body !== undefined) str(call.body, 'body');
    return templates.update(call);
  };
  // A template a planned marketing send will use cannot go: the send would fail on its day.
  const remove = (call: Parameters<Parameters<Routes['id']>[1]>[0]) => {
    const own = templates.get(call);
    const planned = ctx.rows('marketingScheduled').filter((m) => m.templateId === own.id && m.status === 'scheduled').length;
    if (planned > 0) throw invalid(`Template ${own.name} is used by ${planned} scheduled sends; delete them first.`);
    return templates.remove(call);
  };
  routes.id('communication.CommTemplate', () => templates.list());
  routes.id('communication.CommTemplate.post', create);
  routes.id('communication.createNewTemplate', create);
  routes.id('communication.CommTemplate.put', update);
  routes.id('communication.updateTemplate', update);
  routes.id('communication.CommTemplate.delete', remove);
  routes.id('communication.deleteTemplateById', (call) => remove({ ...call, params: { id: call.params.templateId ?? '' } }));
  routes.id('communication.template/get', (call) => templates.get(call));
  // Render a template (by templateId or name) with a customer's own values, or sample values for the
  // template's page; `missing` names the variables with no value (a send of it would be refused).
  routes.id('communication.template', (call) => {
    const byId = call.body.templateId ?? call.body.id;
    const template =
      byId !== undefined ? templates.find(id(byId, 'templateId')) : templates.list((t) => t.name === str(call.body, 'name'))[0];
    // Staff asked for it by id or name: say which (the customer site's templateByName keeps the spec's "Error").
    if (!template) throw invalid(`Template ${String(byId ?? call.body.name)} does not exist.`);
    const customerId = optNum(call.body, 'customerId');
    const customer = customerId === undefined ? null : ctx.customerById(customerId);
    if (customerId !== undefined && !customer) throw invalid(`Customer ${customerId} does not exist.`);
    const { subject, body, missing } = mergeMessage(asTemplate(template), customer ? valuesFor(ctx, customer) : SAMPLE);
    return { templateId: template.id, name: template.name, channel: template.channel ?? null, subject, body, missing };
  });
  // The templates the customer page's send dialog offers: the channel's, of the customer's market.
  routes.id(
    'communication.customerTemplates',
    (call) => {
      const customer = customerOr422(ctx, idFrom(call, 'customerId'));
      const channel = str(call.query, 'channel');
      if (channel !== 'sms' && channel !== 'email') throw invalid('channel must be one of sms, email.');
      return templatesFor(ctx, customer, channel satisfies Channel);
    },
    { readOnly: true },
  );
  routes.id('communication.templateByName', (call) => {
    const name = str(call.query, 'name');
    const template = templates.list((t) => t.name === name)[0];
    if (!template) throw invalid('Error');
    return template;
  });
  routes.id('communication.getTemplatesNameDistinct', () => [...new Set(templates.list().map((t) => String(t.name)))].sort());
  // Template channels, segments and scheduled marketing: marketing.ts.
}
