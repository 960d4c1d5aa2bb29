import type { BanType, RequestOf } from '@pronto/api';
import type { CreateParams, DataProvider, DeleteParams, RaRecord, UpdateParams } from 'react-admin';
import { withContentCalls } from './contentTree.ts';
import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';

/** Content tree, enums and the read-only lists: catalogue calls (contentTree.ts). */
const tree = withContentCalls(table);

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

/** Writes that must pass the server's rules (valid IPs, no duplicates) go through the catalogue calls. */
const create = (async (resource: string, params: CreateParams) => {
  // The forms' values (react-admin types them loosely): each form requires its fields; the API checks them again.
  if (resource === 'whitelist')
    return { data: await rpc('content.whiteList.post', { data: params.data as RequestOf<'content.whiteList.post'> }) };
  if (resource === 'translations')
    return { data: await rpc('content.translation', { data: params.data as RequestOf<'content.translation'> }) };
  if (resource === 'ipBans') {
    const { ip, type, reason } = params.data as { ip: string; type: BanType; reason?: string };
    return { data: (await contentRpc.banIp(resource, { ip, type, reason })) as RaRecord };
  }
  return tree.create(resource, params);
}) as DataProvider['create'];

const update = (async (resource: string, params: UpdateParams) => {
  if (resource !== 'translations') return tree.update(resource, params);
  return { data: await rpc('content.updateTranslation', { data: { id: Number(params.id), value: params.data.value } }) };
}) as DataProvider['update'];

const deleteOne = (async (resource: string, params: DeleteParams) => {
  const ip = (params.previousData as { ip?: string } | undefined)?.ip;
  if (resource === 'whitelist') return { data: await rpc('content.whiteList.delete', { params: ip ? { ip } : { id: Number(params.id) } }) };
  if (resource === 'ipBans') {
    const type = (params.previousData as { type?: BanType } | undefined)?.type ?? 'local';
    return { data: (await contentRpc.liftBan(resource, { ip: String(ip), type })) as RaRecord };
  }
  return tree.delete(resource, params);
}) as DataProvider['delete'];

export const contentProvider = {
  ...table,
  getList: tree.getList,
  getManyReference: tree.getManyReference,
  create,
  update,
  delete: deleteOne,
  ...contentRpc,
};
