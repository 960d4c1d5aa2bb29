/** The communication calls of the console (tickets, templates, messages, mailbox, IVR, permissions). */
import type { SentSms } from './bankscraper.ts';
import type { Letter, LetterKind } from './customer.ts';

type TicketId = { ticketId: number };
type CustomerId = { customerId: number };

/** One message of a support ticket's thread. */
export interface TicketMessage {
  id: number;
  direction: 'in' | 'out';
  from: string;
  body: string;
  createdAt: string;
  attachments?: { name: string; url?: string }[];
}

/** A support ticket and its thread. */
export interface Ticket {
  id: number;
  customerId: number | null;
  country?: string;
  emailAddress?: string;
  subject: string;
  status: 'open' | 'closed';
  assignedTo: number | null;
  read: boolean;
  source?: string;
  createdAt: string;
  updatedAt: string;
  messages: TicketMessage[];
}

/** A template filled with sample (or a customer's) values; `missing` names the variables with no value. */
export interface TemplatePreview {
  templateId: number;
  name: string;
  channel: string | null;
  subject: string;
  body: string;
  missing: string[];
}

/** The editable fields of a message template. */
export interface TemplateWrite {
  id?: number | string;
  name?: string;
  channel?: string;
  country?: string;
  language?: string;
  subject?: string;
  body?: string;
  active?: boolean;
}

/** A sent e-mail as the e-mail history keeps it. */
export interface SentEmail {
  id: number;
  emailAddress: string;
  subject: string;
  text: string;
  createdAt: string;
  customerId: number | null;
  type: string;
}

/** A label of the support mailbox, with its message counts. */
export interface MailLabel {
  id: string;
  name: string;
  type: 'system' | 'user';
  total: number;
  unread: number;
}

/** A message of the support mailbox (`body` only when one message is read). */
export interface MailMessage {
  id: number;
  threadId: number;
  labelIds: string[];
  from: string;
  to: string;
  subject: string;
  snippet: string;
  body?: string;
  createdAt: string;
  sentBy?: string;
}

/** The automated-call campaigns. */
export type IvrCampaignType = 'welcome' | 'unanswered' | 'collection';

/** An automated-call campaign: running or stopped, its calling hours and attempts. */
export interface IvrCampaign {
  id: number;
  type: IvrCampaignType;
  state: 'running' | 'stopped';
  startHour: number;
  endHour: number;
  maxAttempts: number;
  calls?: number;
  startedAt?: string;
  stoppedAt?: string;
  updatedAt?: string;
  updatedBy?: string;
}

/** One automated call: queued until the provider notifies its result. */
export interface IvrCall {
  id: number;
  campaign: IvrCampaignType;
  customerId: number;
  mobilePhone: string;
  status: string;
  attempt: number;
  createdAt: string;
  createdBy: string;
  notifiedAt: string | null;
}

/** The channels a permission is given or refused on. */
export type PermissionChannel = 'sms' | 'email' | 'phone' | 'post';
/** Communication permission (contact at all) or NCP (marketing). */
export type PermissionKind = 'communication' | 'ncp';

/** Whether a customer allows a channel, and who changed it last. */
export interface Permission {
  channel: PermissionChannel;
  allowed: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** One change of a customer's permission. */
export interface PermissionChange {
  id: number;
  customerId: number;
  kind: PermissionKind;
  channel: PermissionChannel;
  action: 'add' | 'remove' | 'update';
  allowed: boolean;
  before: boolean;
  reason: string;
  createdBy: string;
  createdAt: string;
}

type ChannelChange = CustomerId & { channel: PermissionChannel; reason?: string };

/** The calls of one kind of permission. */
type PermissionCalls<Name extends string> = {
  [K in `communication.${Name}/check`]: { request: undefined; response: Permission[] };
} & { [K in `communication.${Name}/add` | `communication.${Name}/remove`]: { request: ChannelChange; response: Permission[] } } & {
  [K in `communication.${Name}/update`]: { request: ChannelChange & { allowed: boolean }; response: Permission[] };
} & { [K in `communication.${Name}/history`]: { request: undefined; response: PermissionChange[] } };

type IvrCallCalls = { [K in `communication.ivr/${IvrCampaignType}`]: { request: CustomerId; response: IvrCall } };

/** Communication calls of the console, by catalogue id. */
export interface CommunicationStaffCalls
  extends PermissionCalls<'communicationPermission'>, PermissionCalls<'ncpPermission'>, IvrCallCalls {
  'communication.letter': { request: CustomerId & { loanId?: number; kind: LetterKind; text: string }; response: Letter };
  'communication.getThread': { request: undefined; response: TicketMessage[] };
  'communication.reply': { request: TicketId & { text: string }; response: Ticket };
  'communication.startNewThread': { request: CustomerId & { subject: string; text: string }; response: Ticket };
  'communication.assign': { request: TicketId & { staffId?: number }; response: Ticket };
  'communication.reassign': { request: TicketId & { staffId: number }; response: Ticket };
  'communication.bind': { request: TicketId & CustomerId; response: Ticket };
  'communication.unbind': { request: TicketId; response: Ticket };
  'communication.close': { request: TicketId; response: Ticket };
  'communication.read': { request: TicketId; response: Ticket };
  'communication.camOpenTickets': { request: undefined; response: Ticket[] };
  'communication.camUnissuedTickets': { request: undefined; response: Ticket[] };
  'communication.template': { request: { templateId: number; customerId?: number }; response: TemplatePreview };
  'communication.sms/markasread': { request: Record<string, never>; response: SentSms };
  'communication.CommTemplate.post': { request: TemplateWrite & { name: string; body: string }; response: TemplateRecord };
  'communication.CommTemplate.put': { request: TemplateWrite & { id: number | string }; response: TemplateRecord };
  'communication.gmail/getLabels': { request: undefined; response: MailLabel[] };
  'communication.gmail/getMessages': { request: undefined; response: { items: MailMessage[]; total: number } };
  'communication.gmail/getMessage': { request: undefined; response: MailMessage };
  'communication.gmail/getThread': { request: undefined; response: { id: number; subject: string; messages: MailMessage[] } };
  'communication.gmail/sendEmail': { request: { to: string; subject: string; body?: string; threadId?: number }; response: MailMessage };
  'communication.ivr/start': { request: { campaign: IvrCampaignType }; response: IvrCampaign };
  'communication.ivr/stop': { request: { campaign: IvrCampaignType }; response: IvrCampaign };
  'communication.ivr/set': {
    request: { campaign: IvrCampaignType; startHour?: number; endHour?: number; maxAttempts?: number };
    response: IvrCampaign;
  };
  'communication.ivr/notify': { request: { callId: number; result: string }; response: IvrCall };
}

/** A stored message template as the template calls answer it. */
export interface TemplateRecord {
  id: number;
  name: string;
  channel?: string;
  country?: string;
  language?: string;
  subject?: string;
  body: string;
  active: boolean;
  createdAt?: string;
  updatedAt?: string;
}
