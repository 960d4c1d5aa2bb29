import type { CallId, IvrCampaignType, PermissionChannel, PermissionKind } from '@pronto/api';
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

export type { MailLabel, MailMessage } from '@pronto/api';

export type { Permission, PermissionChange, PermissionChannel, PermissionKind } from '@pronto/api';
export const PERMISSION_CHANNELS = ['sms', 'email', 'phone', 'post'] as const satisfies readonly PermissionChannel[];

export const IVR_CAMPAIGNS = ['welcome', 'unanswered', 'collection'] as const satisfies readonly IvrCampaignType[];
export type IvrCampaign = IvrCampaignType;
export const IVR_RESULTS = ['answered', 'unanswered', 'busy', 'failed'] as const;

const IVR_CALL = {
  welcome: 'communication.ivr/welcome',
  unanswered: 'communication.ivr/unanswered',
  collection: 'communication.ivr/collection',
} as const satisfies Record<IvrCampaign, CallId>;

const PERMISSION_IDS = {
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
} as const satisfies Record<PermissionKind, Record<'check' | 'update' | 'add' | 'remove' | 'history', CallId>>;

type ChannelChange = { customerId: number; channel: PermissionChannel; reason?: string };

/** The communication calls of the mailbox, bulk send, IVR and permission pages (catalogue ids in ids.ts). */
export const commsApi = {
  send: (id: CallId, data: Record<string, unknown>) => rpc(id, { data }),

  labels: () => rpc('communication.gmail/getLabels'),
  messages: (p: { labelId: string; q?: string; page?: number; perPage?: number }) => rpc('communication.gmail/getMessages', { params: p }),
  message: (id: number) => rpc('communication.gmail/getMessage', { params: { id } }),
  thread: (threadId: number) => rpc('communication.gmail/getThread', { params: { threadId } }),
  sendMail: (p: { to: string; subject: string; body?: string; threadId?: number }) => rpc('communication.gmail/sendEmail', { data: p }),

  ivrStart: (campaign: IvrCampaign) => rpc('communication.ivr/start', { data: { campaign } }),
  ivrStop: (campaign: IvrCampaign) => rpc('communication.ivr/stop', { data: { campaign } }),
  ivrSet: (p: { campaign: IvrCampaign; startHour: number; endHour: number; maxAttempts: number }) =>
    rpc('communication.ivr/set', { data: p }),
  ivrCall: (campaign: IvrCampaign, customerId: number) => rpc(IVR_CALL[campaign], { data: { customerId } }),
  ivrNotify: (p: { callId: number; result: string }) => rpc('communication.ivr/notify', { data: p }),

  permissions: (kind: PermissionKind, customerId: number) => rpc(PERMISSION_IDS[kind].check, { params: { customerId } }),
  permissionHistory: (kind: PermissionKind, customerId: number) => rpc(PERMISSION_IDS[kind].history, { params: { customerId } }),
  allow: (kind: PermissionKind, p: ChannelChange) => rpc(PERMISSION_IDS[kind].add, { data: p }),
  refuse: (kind: PermissionKind, p: ChannelChange) => rpc(PERMISSION_IDS[kind].remove, { data: p }),
  setPermission: (kind: PermissionKind, p: ChannelChange & { allowed: boolean }) => rpc(PERMISSION_IDS[kind].update, { data: p }),
};
