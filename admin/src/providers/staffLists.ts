import type { CallId } from '@pronto/api';
import type { DataProvider, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { localPage } from './localList.ts';
import { rpc } from './rpc.ts';

/** An agent's business-operation permissions and live-chat switch (membership.camBusinessOperationPermissions). */
export interface CamPermission {
  id: number;
  staffId: number;
  emailAddress: string;
  fullName: string;
  active: boolean;
  liveChat: boolean;
  operations: string[];
}

/** Staff lists answered whole by a catalogue call. */
const LISTS: Readonly<Record<string, CallId>> = {
  camPermissions: 'membership.camBusinessOperationPermissions',
  permissions: 'membership.permissions',
  onlineCams: 'membership.onlineCamsBOPs',
  companyUsers: 'membership.collectionCompanies',
};

/** The calls an agent's edit form makes: only what changed, operations first. */
export function camPermissionCalls(before: Partial<CamPermission>, after: Partial<CamPermission>): { id: CallId; data: Record<string, unknown> }[] {
  const staffId = Number(after.staffId ?? before.staffId);
  const calls: { id: CallId; data: Record<string, unknown> }[] = [];
  const ops = [...(after.operations ?? [])].sort();
  if (JSON.stringify(ops) !== JSON.stringify([...(before.operations ?? [])].sort())) calls.push({ id: 'membership.setCamBusinessOperationPermission', data: { staffId, operations: after.operations ?? [] } });
  if (Boolean(after.liveChat) !== Boolean(before.liveChat)) calls.push({ id: 'membership.liveChatAgentControl', data: { staffId, active: Boolean(after.liveChat) } });
  return calls;
}

/** Permission lists, online agents and collection company users; agents' permissions are edited here too. */
export function withStaffLists(rest: DataProvider): Pick<DataProvider, 'getList' | 'getOne' | 'update'> {
  const all = (resource: string) => rpc<RaRecord[]>(LISTS[resource] as CallId);
  return {
    getList: (async (resource: string, params: GetListParams) => {
      if (resource === 'staff') {
        // membership.members searches name and e-mail (q) and filters the role; the rest is paged here.
        const { q, role, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
        return localPage(await rpc<RaRecord[]>('membership.members', { data: { q: q || undefined, role: role || undefined } }), { ...params, filter });
      }
      return LISTS[resource] ? localPage(await all(resource), params) : rest.getList(resource, params);
    }) as DataProvider['getList'],
    getOne: (async (resource: string, params: GetOneParams) => {
      if (!LISTS[resource]) return rest.getOne(resource, params);
      const row = (await all(resource)).find((r) => String(r.id) === String(params.id));
      if (!row) throw new Error(`${resource} ${String(params.id)} was not found.`);
      return { data: row };
    }) as DataProvider['getOne'],
    update: (async (resource: string, params: UpdateParams) => {
      if (resource !== 'camPermissions') return rest.update(resource, params);
      let data = params.previousData as RaRecord;
      for (const c of camPermissionCalls(params.previousData as CamPermission, params.data as CamPermission)) data = await rpc<RaRecord>(c.id, { data: c.data });
      return { data: { ...data, id: params.id } };
    }) as DataProvider['update'],
  };
}
