import type { BanType, RequestOf } from '@pronto/api';
import { byResource, type ResourceMethods } from './byResource.ts';
import { contentResources } from './contentTree.ts';
import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';

export type { BanType } from '@pronto/api';

/** Content and administration calls beyond the lists (resource table and contentTree.ts). */
export const contentRpc = {
  invalidateWhitelist: (_: string) => rpc('content.whiteList/invalidate', { data: {} }),
  banIp: (_: string, p: { ip: string; type: BanType; reason?: string }) =>
    rpc(p.type === 'elb' ? 'content.ipbanner/elb/set' : 'content.ipbanner/local/set', { data: { ip: p.ip, reason: p.reason } }),
  liftBan: (_: string, p: { ip: string; type: BanType }) =>
    rpc(p.type === 'elb' ? 'content.ipbanner/elb/remove' : 'content.ipbanner/local/remove', { data: { ip: p.ip } }),
  translationByKey: (_: string, p: { culture: string; key: string }) =>
    rpc('content.translationsByCultureAndKey', { params: p, silent: true }),
};

/** Content tree, enums and the read-only lists (contentTree.ts); writes that must pass the server's rules (valid IPs, no duplicates) through the catalogue calls. */
const tree = contentResources(table);
const resources: Record<string, ResourceMethods> = {
  ...tree,
  whitelist: {
    ...tree.whitelist,
    // The forms' values (react-admin types them loosely): each form requires its fields; the API checks them again.
    create: async (_, params) => ({
      data: await rpc('content.whiteList.post', { data: params.data as RequestOf<'content.whiteList.post'> }),
    }),
    delete: async (_, params) => {
      const ip = (params.previousData as { ip?: string } | undefined)?.ip;
      return { data: await rpc('content.whiteList.delete', { params: ip ? { ip } : { id: Number(params.id) } }) };
    },
  },
  translations: {
    ...tree.translations,
    create: async (_, params) => ({ data: await rpc('content.translation', { data: params.data as RequestOf<'content.translation'> }) }),
    update: async (_, params) => ({
      data: await rpc('content.updateTranslation', {
        data: { id: Number(params.id), value: params.data.value, version: params.data.version },
      }),
    }),
  },
  ipBans: {
    ...tree.ipBans,
    create: async (resource, params) => {
      const { ip, type, reason } = params.data as { ip: string; type: BanType; reason?: string };
      return { data: await contentRpc.banIp(resource, { ip, type, reason }) };
    },
    delete: async (resource, params) => {
      const ban = params.previousData as { ip?: string; type?: BanType } | undefined;
      return { data: await contentRpc.liftBan(resource, { ip: String(ban?.ip), type: ban?.type ?? 'local' }) };
    },
  },
};

export const contentProvider = { ...byResource(table, resources), ...contentRpc };
