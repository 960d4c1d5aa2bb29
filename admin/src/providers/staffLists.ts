import type { CamPermission, RequestOf } from '@pronto/api';
import type { RaRecord } from 'react-admin';
import type { ResourceMethods } from './byResource.ts';
import { localPage } from './localList.ts';
import { rpc } from './rpc.ts';

export type { CamPermission } from '@pronto/api';

type PermissionCallId = 'membership.setCamBusinessOperationPermission' | 'membership.liveChatAgentControl';
/** One call of the agent's edit form: its id and that id's body. */
type PermissionCall = { [Id in PermissionCallId]: { id: Id; data: RequestOf<Id> } }[PermissionCallId];

/** The calls an agent's edit form makes: only what changed, operations first. */
export function camPermissionCalls(before: Partial<CamPermission>, after: Partial<CamPermission>): PermissionCall[] {
  const staffId = Number(after.staffId ?? before.staffId);
  const calls: PermissionCall[] = [];
  const ops = [...(after.operations ?? [])].sort();
  if (JSON.stringify(ops) !== JSON.stringify([...(before.operations ?? [])].sort()))
    calls.push({ id: 'membership.setCamBusinessOperationPermission', data: { staffId, operations: after.operations ?? [] } });
  if (Boolean(after.liveChat) !== Boolean(before.liveChat))
    calls.push({ id: 'membership.liveChatAgentControl', data: { staffId, active: Boolean(after.liveChat) } });
  return calls;
}

/** The staff list, searched by membership.members (name and e-mail in `q`, the role) and paged here. */
export const staffList: ResourceMethods['getList'] = async (_, params) => {
  const { q, role, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return localPage(await rpc('membership.members', { data: { q: text(q), role: text(role) } }), { ...params, filter });
};

/**
 * An agent's permission edit: only the calls for what changed (camPermissionCalls), answering the last one.
 * The first call goes from the version the edit started from (withVersions), the next from the one the
 * first answered: a colleague's save in between is refused (409).
 */
export const camPermissions: ResourceMethods = {
  update: async (_, params) => {
    let data = params.previousData as RaRecord;
    let version: unknown = (params.data as { version?: unknown }).version;
    for (const c of camPermissionCalls(params.previousData as CamPermission, params.data as CamPermission)) {
      data = await rpc(c.id, { data: { ...c.data, version: typeof version === 'number' ? version : undefined } });
      version = data.version;
    }
    return { data: { ...data, id: params.id } };
  },
};
