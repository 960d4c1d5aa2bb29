import type { CamPermission, RequestOf } from '@pronto/api';
import type { DataProvider, GetListParams, RaRecord, UpdateParams } from 'react-admin';
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

/**
 * The staff list (searched by membership.members) and agents' permission edits; the other staff lists
 * (permissions, online agents, company users) are the resource table's whole-list calls (`rest`).
 */
export function withStaffLists(rest: DataProvider): Pick<DataProvider, 'getList' | 'update'> {
  return {
    getList: (async (resource: string, params: GetListParams) => {
      if (resource === 'staff') {
        // membership.members searches name and e-mail (q) and filters the role; the rest is paged here.
        const { q, role, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
        const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
        return localPage(await rpc('membership.members', { data: { q: text(q), role: text(role) } }), {
          ...params,
          filter,
        });
      }
      return rest.getList(resource, params);
    }) as DataProvider['getList'],
    update: (async (resource: string, params: UpdateParams) => {
      if (resource !== 'camPermissions') return rest.update(resource, params);
      let data = params.previousData as RaRecord;
      for (const c of camPermissionCalls(params.previousData as CamPermission, params.data as CamPermission))
        data = await rpc(c.id, { data: c.data });
      return { data: { ...data, id: params.id } };
    }) as DataProvider['update'],
  };
}
