import type { CallId } from '@pronto/api';
import { rpc } from '../../providers/rpc.ts';

/** What a bulk send answers. */
export interface BulkResult {
  channel: 'sms' | 'email';
  audience: number;
  sent: number;
  /** No permission on the channel. */
  skipped: number;
  /** A variable of the message has no value for them (nothing was sent to them). */
  missingValues: number;
}

export interface MailLabel {
  id: string;
  name: string;
  type: 'system' | 'user';
  total: number;
  unread: number;
}

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
}

export type PermissionKind = 'communication' | 'ncp';
export const PERMISSION_CHANNELS = ['sms', 'email', 'phone', 'post'] as const;
export type PermissionChannel = (typeof PERMISSION_CHANNELS)[number];

export interface Permission {
  channel: PermissionChannel;
  allowed: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface PermissionChange {
  id: number;
  kind: PermissionKind;
  channel: PermissionChannel;
  action: 'add' | 'remove' | 'update';
  allowed: boolean;
  reason: string;
  createdBy: string;
  createdAt: string;
}

export const IVR_CAMPAIGNS = ['welcome', 'unanswered', 'collection'] as const;
export type IvrCampaign = (typeof IVR_CAMPAIGNS)[number];
export const IVR_RESULTS = ['answered', 'unanswered', 'busy', 'failed'] as const;

const IVR_CALL: Record<IvrCampaign, CallId> = {
  welcome: 'communication.ivr/welcome',
  unanswered: 'communication.ivr/unanswered',
  collection: 'communication.ivr/collection',
};

const PERMISSION_IDS: Record<PermissionKind, { check: CallId; update: CallId; add: CallId; remove: CallId; history: CallId }> = {
  communication: {
    check: 'communication.communicationPermission/check',
    update: 'communication.communicationPermission/update',
    add: 'communication.communicationPermission/add',
    remove: 'communication.communicationPermission/remove',
    history: 'communication.communicationPermission/history',
  },
  ncp: {
    check: 'communication.ncpPermission/check',
    update: 'communication.ncpPermission/update',
    add: 'communication.ncpPermission/add',
    remove: 'communication.ncpPermission/remove',
    history: 'communication.ncpPermission/history',
  },
};

type ChannelChange = { customerId: number; channel: PermissionChannel; reason?: string };

/** The communication calls of the mailbox, bulk send, IVR and permission pages (catalogue ids in ids.ts). */
export const commsApi = {
  send: (id: CallId, data: Record<string, unknown>) => rpc<unknown>(id, { data }),

  labels: () => rpc<MailLabel[]>('communication.gmail/getLabels'),
  messages: (p: { labelId: string; q?: string; page?: number; perPage?: number }) =>
    rpc<{ items: MailMessage[]; total: number }>('communication.gmail/getMessages', { params: p }),
  message: (id: number) => rpc<MailMessage>('communication.gmail/getMessage', { params: { id } }),
  thread: (threadId: number) =>
    rpc<{ id: number; subject: string; messages: MailMessage[] }>('communication.gmail/getThread', { params: { threadId } }),
  sendMail: (p: { to: string; subject: string; body?: string; threadId?: number }) =>
    rpc<MailMessage>('communication.gmail/sendEmail', { data: p }),

  ivrStart: (campaign: IvrCampaign) => rpc<unknown>('communication.ivr/start', { data: { campaign } }),
  ivrStop: (campaign: IvrCampaign) => rpc<unknown>('communication.ivr/stop', { data: { campaign } }),
  ivrSet: (p: { campaign: IvrCampaign; startHour: number; endHour: number; maxAttempts: number }) =>
    rpc<unknown>('communication.ivr/set', { data: p }),
  ivrCall: (campaign: IvrCampaign, customerId: number) => rpc<unknown>(IVR_CALL[campaign], { data: { customerId } }),
  ivrNotify: (p: { callId: number; result: string }) => rpc<unknown>('communication.ivr/notify', { data: p }),

  permissions: (kind: PermissionKind, customerId: number) => rpc<Permission[]>(PERMISSION_IDS[kind].check, { params: { customerId } }),
  permissionHistory: (kind: PermissionKind, customerId: number) =>
    rpc<PermissionChange[]>(PERMISSION_IDS[kind].history, { params: { customerId } }),
  allow: (kind: PermissionKind, p: ChannelChange) => rpc<Permission[]>(PERMISSION_IDS[kind].add, { data: p }),
  refuse: (kind: PermissionKind, p: ChannelChange) => rpc<Permission[]>(PERMISSION_IDS[kind].remove, { data: p }),
  setPermission: (kind: PermissionKind, p: ChannelChange & { allowed: boolean }) =>
    rpc<Permission[]>(PERMISSION_IDS[kind].update, { data: p }),
};
