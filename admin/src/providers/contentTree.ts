import type { ContentNode, ContentNodeWrite } from '@pronto/api';
import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetManyReferenceParams, RaRecord, UpdateParams } from 'react-admin';
import { localPage } from './localList.ts';
import { rpc } from './rpc.ts';

type LevelName = 'category' | 'channel' | 'group' | 'content';
interface Level {
  list: `content.${LevelName}`;
  create: `content.${LevelName}.post`;
  update: `content.${LevelName}.put`;
  remove: `content.${LevelName}.delete`;
  /** The path variable naming the parent (`channel/{categoryId}`); categories have none. */
  parentKey: 'categoryId' | 'channelId' | 'groupId' | null;
}

/** Category > channel > group > content: each level read by its parent and written through its own calls. */
export const CONTENT_LEVELS: Readonly<Record<string, Level>> = {
  categories: {
    list: 'content.category',
    create: 'content.category.post',
    update: 'content.category.put',
    remove: 'content.category.delete',
    parentKey: null,
  },
  channels: {
    list: 'content.channel',
    create: 'content.channel.post',
    update: 'content.channel.put',
    remove: 'content.channel.delete',
    parentKey: 'categoryId',
  },
  groups: {
    list: 'content.group',
    create: 'content.group.post',
    update: 'content.group.put',
    remove: 'content.group.delete',
    parentKey: 'channelId',
  },
  contents: {
    list: 'content.content',
    create: 'content.content.post',
    update: 'content.content.put',
    remove: 'content.content.delete',
    parentKey: 'groupId',
  },
};

export interface EnumValue {
  id: string;
  name: string;
  key: string;
  value: string;
}

/** content.enums answers `{ Name: [{ key, value }] }`: one row per value, its id `Name.key`. */
export function enumRows(answer: Record<string, { key: string; value: string }[]>): EnumValue[] {
  return Object.entries(answer).flatMap(([name, values]) => values.map(({ key, value }) => ({ id: `${name}.${key}`, name, key, value })));
}

const BAN_LISTS = { local: 'content.ipbanner/local/list', elb: 'content.ipbanner/elb/list' } as const;

/** The lists answered whole by a catalogue call (paged here); `null` when the resource is not one of them. */
async function wholeList(resource: string, filter: Record<string, unknown>): Promise<RaRecord[] | null> {
  const level = CONTENT_LEVELS[resource];
  if (level) {
    if (!level.parentKey) return rpc(level.list);
    const parent = filter[level.parentKey];
    return parent === undefined || parent === '' ? null : rpc(level.list, { vars: { [level.parentKey]: Number(parent) } });
  }
  if (resource === 'enums') return enumRows(await rpc('content.enums'));
  if (resource === 'businessExceptions')
    return rpc('content.translation/businessException', {
      params: filter.culture ? { culture: String(filter.culture) } : undefined,
    });
  if (resource === 'ipLocations') return rpc('content.ipLocations');
  if (resource === 'whitelist') return rpc('content.whiteList');
  if (resource === 'translations')
    return rpc('content.translations', { params: filter.culture ? { culture: String(filter.culture) } : undefined });
  if (resource === 'onlineUsers') return rpc('content.onlineUsers');
  if (resource === 'ipBans') {
    const types: (keyof typeof BAN_LISTS)[] = filter.type === 'local' || filter.type === 'elb' ? [filter.type] : ['local', 'elb'];
    return (await Promise.all(types.map((t) => rpc(BAN_LISTS[t])))).flat();
  }
  return null;
}

/**
 * Content reads and writes through the catalogue (the server's rules: unique names per parent, no
 * delete while children remain, one enum value once); anything else falls through to `rest`.
 */
export function withContentCalls(rest: DataProvider): Pick<DataProvider, 'getList' | 'getManyReference' | 'create' | 'update' | 'delete'> {
  return {
    getList: (async (resource: string, params: GetListParams) => {
      const rows = await wholeList(resource, params.filter ?? {});
      return rows ? localPage(rows, params) : rest.getList(resource, params);
    }) as DataProvider['getList'],
    getManyReference: (async (resource: string, params: GetManyReferenceParams) => {
      const rows = await wholeList(resource, { ...params.filter, [params.target]: params.id });
      return rows ? localPage(rows, params) : rest.getManyReference(resource, params);
    }) as DataProvider['getManyReference'],
    create: (async (resource: string, params: CreateParams) => {
      if (resource === 'enums') {
        const { name, key, value } = params.data as EnumValue;
        await rpc('content.enums.post', { data: { name, key, value } });
        return { data: { id: `${name}.${key}`, name, key, value } };
      }
      const level = CONTENT_LEVELS[resource];
      if (!level) return rest.create(resource, params);
      // The node form's values (react-admin types them loosely); the parent goes in the path, not the body.
      const data = { ...(params.data as ContentNodeWrite) };
      const { parentKey } = level;
      const vars = parentKey ? { [parentKey]: Number(data[parentKey]) } : undefined;
      if (parentKey) delete data[parentKey];
      return { data: await rpc(level.create, { vars, data }) };
    }) as DataProvider['create'],
    update: (async (resource: string, params: UpdateParams) => {
      const level = CONTENT_LEVELS[resource];
      if (!level) return rest.update(resource, params);
      const { id: _id, createdAt: _c, updatedAt: _u, ...data } = params.data as ContentNode;
      return { data: await rpc(level.update, { data: { ...data, id: Number(params.id) } }) };
    }) as DataProvider['update'],
    delete: (async (resource: string, params: DeleteParams) => {
      const level = CONTENT_LEVELS[resource];
      if (!level) return rest.delete(resource, params);
      return { data: await rpc(level.remove, { vars: { id: Number(params.id) } }) };
    }) as DataProvider['delete'],
  };
}
