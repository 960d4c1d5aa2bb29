import type { CallId } from '@pronto/api';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { rpc } from './rpc.ts';
import { localPage } from './localList.ts';

/** How one resource is read and written through communication catalogue calls. */
interface RpcResource {
  list: CallId;
  /** By id (path `{id}`); without it a record is found in the list. */
  one?: CallId;
  create: CallId;
  /** Takes the id in the body (insertSegment and insertMarketingScheduled create or update). */
  update: CallId;
  remove: CallId;
  /** delete by path `{id}` (deleteSegment/{id}) or by query `?id=` (CommTemplateChannel). */
  removeBy: 'path' | 'query';
}

export const COMMS_RESOURCES: Record<string, RpcResource> = {
  templateChannels: { list: 'communication.CommTemplateChannel', create: 'communication.CommTemplateChannel.post', update: 'communication.CommTemplateChannel.put', remove: 'communication.CommTemplateChannel.delete', removeBy: 'query' },
  segments: { list: 'communication.getAllSegments', one: 'communication.getSegmentById', create: 'communication.insertSegment', update: 'communication.insertSegment', remove: 'communication.deleteSegment', removeBy: 'path' },
  marketingScheduled: { list: 'communication.getAllMarketingScheduled', one: 'communication.getMarketingScheduledById', create: 'communication.insertMarketingScheduled', update: 'communication.insertMarketingScheduled', remove: 'communication.deleteMarketingScheduled', removeBy: 'path' },
};



/**
 * Template channels, segments and scheduled marketing through their catalogue calls (the mock's
 * rules and the segment sizes live there); every other resource goes to `base`.
 */
export function withCommsResources<P extends DataProvider>(base: P): P {
  const all = (r: RpcResource) => rpc<RaRecord[]>(r.list);
  const one = async (r: RpcResource, id: RaRecord['id']) => {
    if (r.one) return rpc<RaRecord>(r.one, { vars: { id: String(id) } });
    const found = (await all(r)).find((row) => String(row.id) === String(id));
    if (!found) throw new Error(`Record ${String(id)} does not exist.`);
    return found;
  };
  const remove = (r: RpcResource, id: RaRecord['id']) =>
    rpc<RaRecord>(r.remove, r.removeBy === 'path' ? { vars: { id: String(id) } } : { params: { id: String(id) } });
  const pick = (resource: string) => COMMS_RESOURCES[resource];
  // react-admin's method generics cannot be inferred through the resource switch; the records are plain rows.
  const methods = {
    getList: async (resource: string, params: GetListParams) => {
      const r = pick(resource);
      return r ? localPage(await all(r), params) : base.getList(resource, params);
    },
    getOne: async (resource: string, params: { id: RaRecord['id'] }) => {
      const r = pick(resource);
      return r ? { data: await one(r, params.id) } : base.getOne(resource, params);
    },
    getMany: async (resource: string, params: { ids: RaRecord['id'][] }) => {
      const r = pick(resource);
      if (!r) return base.getMany(resource, params);
      const wanted = new Set(params.ids.map(String));
      return { data: (await all(r)).filter((row) => wanted.has(String(row.id))) };
    },
    create: async (resource: string, params: { data: Partial<RaRecord> }) => {
      const r = pick(resource);
      if (!r) return base.create(resource, params);
      const { id: _drop, ...data } = params.data;
      return { data: await rpc<RaRecord>(r.create, { data }) };
    },
    update: async (resource: string, params: { id: RaRecord['id']; data: Partial<RaRecord>; previousData: RaRecord }) => {
      const r = pick(resource);
      return r ? { data: await rpc<RaRecord>(r.update, { data: { ...params.data, id: params.id } }) } : base.update(resource, params);
    },
    delete: async (resource: string, params: { id: RaRecord['id']; previousData?: RaRecord }) => {
      const r = pick(resource);
      return r ? { data: await remove(r, params.id) } : base.delete(resource, params);
    },
    deleteMany: async (resource: string, params: { ids: RaRecord['id'][] }) => {
      const r = pick(resource);
      if (!r) return base.deleteMany(resource, params);
      for (const id of params.ids) await remove(r, id);
      return { data: params.ids };
    },
  };
  return { ...base, ...(methods as unknown as Partial<DataProvider>) } as P;
}
