import type { CreateParams, DataProvider, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { tableProvider as table, toPage } from './tableProvider.ts';
import { rpc } from './rpc.ts';

type TicketId = { ticketId: number };

export interface TicketMessage {
  id: number;
  direction: 'in' | 'out';
  from: string;
  body: string;
  createdAt: string;
  attachments?: { name: string; url?: string }[];
}

/** The communication service's RPC calls (support tickets). */
export const communicationRpc = {
  getThread: (_: string, p: TicketId) => rpc<TicketMessage[]>('communication.getThread', { params: p }),
  replyTicket: (_: string, p: TicketId & { text: string }) => rpc<unknown>('communication.reply', { data: p }),
  startThread: (_: string, p: { customerId: number; subject: string; text: string }) =>
    rpc<{ id: number }>('communication.startNewThread', { data: p }),
  assignTicket: (_: string, p: TicketId) => rpc<unknown>('communication.assign', { data: p }),
  reassignTicket: (_: string, p: TicketId & { staffId: number }) => rpc<unknown>('communication.reassign', { data: p }),
  bindTicket: (_: string, p: TicketId & { customerId: number }) => rpc<unknown>('communication.bind', { data: p }),
  unbindTicket: (_: string, p: TicketId) => rpc<unknown>('communication.unbind', { data: p }),
  closeTicket: (_: string, p: TicketId) => rpc<unknown>('communication.close', { data: p }),
  readTicket: (_: string, p: TicketId) => rpc<unknown>('communication.read', { data: p }),
  previewTemplate: (_: string, p: { templateId: number; customerId?: number }) =>
    rpc<TemplatePreview>('communication.template', { data: p }),
  markSmsRead: (_: string, p: { smsId: number }) => rpc<unknown>('communication.sms/markasread', { vars: p, data: {} }),
};

/** communication.template: a template filled with sample (or a customer's) data. */
export interface TemplatePreview {
  templateId: number;
  name: string;
  channel: string | null;
  subject: string;
  body: string;
}

/** Templates are written through the catalogue calls (they keep names distinct); the rest as the resource table says. */
const create = (async (resource: string, params: CreateParams) => {
  if (resource !== 'templates') return table.create(resource, params);
  return { data: await rpc<RaRecord>('communication.CommTemplate.post', { data: params.data }) };
}) as DataProvider['create'];
const update = (async (resource: string, params: UpdateParams) => {
  if (resource !== 'templates') return table.update(resource, params);
  return { data: await rpc<RaRecord>('communication.CommTemplate.put', { data: { ...params.data, id: params.id } }) };
}) as DataProvider['update'];

/** The ticket queues the spec has a call of their own for; the others (open, all) are getTickets filters. */
const QUEUE_CALLS = { unissued: 'communication.camUnissuedTickets', mine: 'communication.camOpenTickets' } as const;
type QueueWithCall = keyof typeof QUEUE_CALLS;

const getList = (async (resource: string, params: GetListParams) => {
  const { queue, ...filter } = (params.filter ?? {}) as { queue?: string } & Record<string, unknown>;
  if (resource !== 'tickets' || !queue || !(queue in QUEUE_CALLS)) return table.getList(resource, params);
  return toPage(await rpc<unknown>(QUEUE_CALLS[queue as QueueWithCall]), { ...params, filter }, resource);
}) as DataProvider['getList'];

/** A ticket is its getTickets row plus its thread: the spec's back end answers the messages with getThread. */
const getOne = (async (resource: string, params: GetOneParams) => {
  const one = await table.getOne(resource, params);
  if (resource !== 'tickets') return one;
  const messages = await rpc<TicketMessage[]>('communication.getThread', { params: { ticketId: Number(params.id) } });
  return { data: { ...one.data, messages } };
}) as DataProvider['getOne'];

/** Template channels, segments and scheduled marketing are plain resource-table resources (tableProvider.ts). */
export const communicationProvider = { ...table, getList, getOne, create, update, ...communicationRpc };
