import type { TemplateWrite } from '@pronto/api';
import type { CreateParams, DataProvider, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { tableProvider as table, toPage } from './tableProvider.ts';
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

/** Templates are written through the catalogue calls (they keep names distinct); the rest as the resource table says. */
const create = (async (resource: string, params: CreateParams) => {
  if (resource !== 'templates') return table.create(resource, params);
  // The template form's values: the form requires the name and body (react-admin types values loosely).
  return { data: await rpc('communication.CommTemplate.post', { data: params.data as TemplateWrite & { name: string; body: string } }) };
}) as DataProvider['create'];
const update = (async (resource: string, params: UpdateParams) => {
  if (resource !== 'templates') return table.update(resource, params);
  return { data: await rpc('communication.CommTemplate.put', { data: { ...params.data, id: params.id } }) };
}) as DataProvider['update'];

/** The ticket queues the spec has a call of their own for; the others (open, all) are getTickets filters. */
const QUEUE_CALLS = { unissued: 'communication.camUnissuedTickets', mine: 'communication.camOpenTickets' } as const;
type QueueWithCall = keyof typeof QUEUE_CALLS;

const getList = (async (resource: string, params: GetListParams) => {
  const { queue, ...filter } = (params.filter ?? {}) as { queue?: string } & Record<string, unknown>;
  if (resource !== 'tickets' || !queue || !(queue in QUEUE_CALLS)) return table.getList(resource, params);
  return toPage(await rpc(QUEUE_CALLS[queue as QueueWithCall]), { ...params, filter }, resource);
}) as DataProvider['getList'];

/** A ticket is its getTickets row plus its thread: the spec's back end answers the messages with getThread. */
const getOne = (async (resource: string, params: GetOneParams) => {
  const one = await table.getOne(resource, params);
  if (resource !== 'tickets') return one;
  const messages = await rpc('communication.getThread', { params: { ticketId: Number(params.id) } });
  return { data: { ...one.data, messages } };
}) as DataProvider['getOne'];

/** Template channels, segments and scheduled marketing are plain resource-table resources (tableProvider.ts). */
export const communicationProvider = { ...table, getList, getOne, create, update, ...communicationRpc };
