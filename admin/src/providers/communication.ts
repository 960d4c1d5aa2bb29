import type { CreateParams, DataProvider, RaRecord, UpdateParams } from 'react-admin';
import { withCommsResources } from './commsResources.ts';
import { tableProvider as table } from './tableProvider.ts';
import { IDS } from './ids.ts';
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

/** Templates are written through the catalogue calls (they keep names distinct); the rest as the resource table says. */
const create = (async (resource: string, params: CreateParams) => {
  if (resource !== 'templates') return table.create(resource, params);
  return { data: await rpc<RaRecord>(IDS.templateCreate, { data: params.data }) };
}) as DataProvider['create'];
const update = (async (resource: string, params: UpdateParams) => {
  if (resource !== 'templates') return table.update(resource, params);
  return { data: await rpc<RaRecord>(IDS.templateUpdate, { data: { ...params.data, id: params.id } }) };
}) as DataProvider['update'];

/** Template channels, segments and scheduled marketing: commsResources.ts. */
export const communicationProvider = withCommsResources({ ...table, create, update, ...communicationRpc });
