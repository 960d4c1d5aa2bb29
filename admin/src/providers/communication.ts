import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, GetListParams, RaRecord, UpdateParams } from 'react-admin';
import { withCommsResources } from './commsResources.ts';
import { httpClient, REST_URL } from './http.ts';
import { IDS } from './ids.ts';
import { rpc } from './rpc.ts';
import { readSession } from './session.ts';
import { normalizePage, ticketQuery } from './tickets.ts';

const rest = simpleRestProvider(REST_URL, httpClient);

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
  getThread: (_: string, p: TicketId) => rpc<TicketMessage[]>(IDS.thread, { params: p }),
  replyTicket: (_: string, p: TicketId & { text: string }) => rpc<unknown>(IDS.reply, { data: p }),
  startThread: (_: string, p: { customerId: number; subject: string; text: string }) => rpc<{ id: number }>(IDS.newThread, { data: p }),
  assignTicket: (_: string, p: TicketId) => rpc<unknown>(IDS.assign, { data: p }),
  reassignTicket: (_: string, p: TicketId & { staffId: number }) => rpc<unknown>(IDS.reassign, { data: p }),
  bindTicket: (_: string, p: TicketId & { customerId: number }) => rpc<unknown>(IDS.bind, { data: p }),
  unbindTicket: (_: string, p: TicketId) => rpc<unknown>(IDS.unbind, { data: p }),
  closeTicket: (_: string, p: TicketId) => rpc<unknown>(IDS.close, { data: p }),
  readTicket: (_: string, p: TicketId) => rpc<unknown>(IDS.read, { data: p }),
  previewTemplate: (_: string, p: { templateId: number; customerId?: number }) => rpc<TemplatePreview>(IDS.templatePreview, { data: p }),
  markSmsRead: (_: string, p: { smsId: number }) => rpc<unknown>(IDS.smsMarkRead, { vars: p, data: {} }),
};

/** communication.template: a template filled with sample (or a customer's) data. */
export interface TemplatePreview {
  templateId: number;
  name: string;
  channel: string | null;
  subject: string;
  body: string;
}

/** Templates are written through the catalogue calls (they keep names distinct); the rest through simple-rest. */
const create = (async (resource: string, params: CreateParams) => {
  if (resource !== 'templates') return rest.create(resource, params);
  return { data: await rpc<RaRecord>(IDS.templateCreate, { data: params.data }) };
}) as DataProvider['create'];
const update = (async (resource: string, params: UpdateParams) => {
  if (resource !== 'templates') return rest.update(resource, params);
  return { data: await rpc<RaRecord>(IDS.templateUpdate, { data: { ...params.data, id: params.id } }) };
}) as DataProvider['update'];

/** Tickets are read by queue (see ticketQuery); everything else is plain simple-rest. */
const getList = (async (resource: string, params: GetListParams) => {
  if (resource !== 'tickets') return rest.getList(resource, params);
  const query = ticketQuery(params, readSession()?.user.id);
  if ('filter' in query) return rest.getList(resource, { ...params, filter: query.filter });
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return normalizePage(await rpc<unknown>(IDS.unissuedTickets), page, perPage);
}) as DataProvider['getList']; // react-admin's generic record type cannot be inferred through the branches

/** Template channels, segments and scheduled marketing: commsResources.ts. */
export const communicationProvider = withCommsResources({ ...rest, getList, create, update, ...communicationRpc });
