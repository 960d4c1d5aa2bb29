/** The content and administration calls of the console (content tree, enums, translations, IP lists). */
import type { EnumEntry } from '../models.ts';

/** A node of the content tree (category > channel > group > content): contents have a title, the others a name. */
export interface ContentNode {
  id: number;
  name?: string;
  title?: string;
  country?: string;
  categoryId?: number;
  channelId?: number;
  groupId?: number;
  body?: string;
  order?: number;
  createdAt?: string;
  updatedAt?: string;
}

/** The fields a content-tree write sends (the parent is a path variable; `id` names the node changed). */
export type ContentNodeWrite = Partial<Omit<ContentNode, 'createdAt' | 'updatedAt'>>;

/** A translated text by culture and key. */
export interface Translation {
  id: number;
  culture: string;
  key: string;
  value: string;
  createdAt?: string;
  /** Edits made so far, and the last one's time and staff name (optimistic concurrency). */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** Where an IP address is. */
export interface IpLocation {
  id: number;
  ip: string;
  country: string;
  city: string;
  isp: string;
  createdAt: string;
}

/** Someone holding a live token: a staff member or a customer. */
export interface OnlineUser {
  id: string;
  kind: string;
  subjectId: number;
  name: string;
  role: string | null;
  since: string;
}

/** An address on the white list. */
export interface WhitelistEntry {
  id: number;
  ip: string;
  note?: string;
  createdAt: string;
}

/** Where an IP ban applies: the application or the load balancer. */
export type BanType = 'local' | 'elb';

/** A banned IP address. */
export interface IpBan {
  id: number;
  ip: string;
  type: BanType;
  reason: string;
  createdAt: string;
}

type Level = 'category' | 'channel' | 'group' | 'content';
type TreeCalls = { [K in `content.${Level}`]: { request: undefined; response: ContentNode[] } } & {
  [K in `content.${Level}.post` | `content.${Level}.put`]: { request: ContentNodeWrite; response: ContentNode };
} & { [K in `content.${Level}.delete`]: { request: undefined; response: ContentNode } };

type BanCalls = { [K in `content.ipbanner/${BanType}/list`]: { request: undefined; response: IpBan[] } } & {
  [K in `content.ipbanner/${BanType}/set`]: { request: { ip: string; reason?: string }; response: IpBan };
} & { [K in `content.ipbanner/${BanType}/remove`]: { request: { ip: string }; response: IpBan } };

/** Content calls of the console, by catalogue id. */
export interface ContentStaffCalls extends TreeCalls, BanCalls {
  'content.enums': { request: undefined; response: Record<string, EnumEntry[]> };
  'content.translations': { request: undefined; response: Translation[] };
  'content.translation/businessException': { request: undefined; response: Translation[] };
  'content.translationsByCultureAndKey': { request: undefined; response: Translation | null };
  'content.translation': { request: { culture: string; key: string; value: string }; response: Translation };
  'content.updateTranslation': {
    // `version`: the one the edit started from; a save over a newer one is refused (409).
    request: { id: number; value: string; version?: number } | { culture: string; key: string; value: string; version?: number };
    response: Translation;
  };
  'content.ipLocations': { request: undefined; response: IpLocation[] };
  'content.onlineUsers': { request: undefined; response: OnlineUser[] };
  'content.whiteList': { request: undefined; response: WhitelistEntry[] };
  'content.whiteList.post': { request: { ip: string; note?: string }; response: WhitelistEntry };
  'content.whiteList.delete': { request: undefined; response: WhitelistEntry };
  'content.whiteList/invalidate': {
    request: Record<string, never>;
    response: { id: number; entries: number; createdBy: string; createdAt: string };
  };
}
