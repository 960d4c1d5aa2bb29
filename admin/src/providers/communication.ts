import type { TemplateWrite } from '@pronto/api';
import { tableProvider as table, toPage } from './tableProvider.ts';
import { byResource, type ResourceMethods } from './byResource.ts';
import { rpc } from './rpc.ts';

type TicketId = { ticketId: number };

export type { TemplatePreview, TicketMessage } from '@pronto/api';

/** The communication service's RPC calls (support tickets). */
export const communicationRpc = {
  getThread: (_: string, p: TicketId) => rpc('communication.getThread', { params: p }),
  replyTicket: (_: string, p: TicketId & { text: string }) => rpc('communication.reply', { data: p }),
  startThread: (_: string, p: { customerId: number; subject: string; text: string }) => rpc('communication.startNewThread', { data: p }),
  assignTicket: (_: string, p: TicketId) => rpc('communication.assign', { data: p }),
  reassignTicket: (_: string, p: TicketId & { staffId: number }) => rpc('communication.reassign', { data: p }),
  bindTicket: (_: string, p: TicketId & { customerId: number }) => rpc('communication.bind', { data: p }),
  unbindTicket: (_: string, p: TicketId) => rpc('communication.unbind', { data: p }),
  closeTicket: (_: string, p: TicketId) => rpc('communication.close', { data: p }),
  readTicket: (_: string, p: TicketId) => rpc('communication.read', { data: p }),
  previewTemplate: (_: string, p: { templateId: number; customerId?: number }) => rpc('communication.template', { data: p }),
  markSmsRead: (_: string, p: { smsId: number }) => rpc('communication.sms/markasread', { vars: p, data: {} }),
};

/** The ticket queues the spec has a call of their own for; the others (open, all) are getTickets filters. */
const QUEUE_CALLS = { unissued: 'communication.camUnissuedTickets', mine: 'communication.camOpenTickets' } as const;
type QueueWithCall = keyof typeof QUEUE_CALLS;

/**
 * Templates are written through the catalogue calls (they keep names distinct). A ticket queue with a call
 * of its own is read through it; a ticket is its getTickets row plus its thread (the spec's back end
 * answers the messages with getThread). Template channels, segments and scheduled marketing are plain
 * resource-table resources (tableProvider.ts).
 */
const resources: Record<string, ResourceMethods> = {
  templates: {
    // The template form's values: the form requires the name and body (react-admin types values loosely).
    create: async (_, params) => ({
      data: await rpc('communication.CommTemplate.post', { data: params.data as TemplateWrite & { name: string; body: string } }),
    }),
    update: async (_, params) => ({ data: await rpc('communication.CommTemplate.put', { data: { ...params.data, id: params.id } }) }),
  },
  tickets: {
    getList: async (resource, params) => {
      const { queue, ...filter } = (params.filter ?? {}) as { queue?: string } & Record<string, unknown>;
      if (!queue || !(queue in QUEUE_CALLS)) return table.getList(resource, params);
      return toPage(await rpc(QUEUE_CALLS[queue as QueueWithCall]), { ...params, filter }, resource);
    },
    getOne: async (resource, params) => {
      const one = await table.getOne(resource, params);
      const messages = await rpc('communication.getThread', { params: { ticketId: Number(params.id) } });
      return { data: { ...one.data, messages } };
    },
  },
};

export const communicationProvider = { ...byResource(table, resources), ...communicationRpc };
