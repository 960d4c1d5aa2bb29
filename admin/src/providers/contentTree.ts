import type { ContentNode, ContentNodeWrite } from '@pronto/api';
import type { DataProvider, RaRecord } from 'react-admin';
import type { ResourceMethods } from './byResource.ts';
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

type Filter = Record<string, unknown>;

/** The lists answered whole by a catalogue call (paged here), by resource. */
const WHOLE_LISTS: Readonly<Record<string, (filter: Filter) => Promise<RaRecord[]>>> = {
  enums: async () => enumRows(await rpc('content.enums')),
  businessExceptions: (filter) =>
    rpc('content.translation/businessException', { params: filter.culture ? { culture: String(filter.culture) } : undefined }),
  ipLocations: () => rpc('content.ipLocations'),
  whitelist: () => rpc('content.whiteList'),
  translations: (filter) => rpc('content.translations', { params: filter.culture ? { culture: String(filter.culture) } : undefined }),
  onlineUsers: () => rpc('content.onlineUsers'),
  ipBans: async (filter) => {
    const types: (keyof typeof BAN_LISTS)[] = filter.type === 'local' || filter.type === 'elb' ? [filter.type] : ['local', 'elb'];
    return (await Promise.all(types.map((t) => rpc(BAN_LISTS[t])))).flat();
  },
};

/** A level's rows under the parent its filter names; `null` without a parent (the caller's `rest` lists them). */
function levelRows(level: Level, filter: Filter): Promise<RaRecord[]> | null {
  if (!level.parentKey) return rpc(level.list);
  const parent = filter[level.parentKey];
  return parent === undefined || parent === '' ? null : rpc(level.list, { vars: { [level.parentKey]: Number(parent) } });
}

/** getList and getManyReference of a whole list, paged here; `rest` when `read` has no list for the filter. */
function listMethods(read: (filter: Filter) => Promise<RaRecord[]> | null, rest: DataProvider): ResourceMethods {
  return {
    getList: async (resource, params) => {
      const rows = await read(params.filter ?? {});
      return rows ? localPage(rows, params) : rest.getList(resource, params);
    },
    getManyReference: async (resource, params) => {
      const rows = await read({ ...params.filter, [params.target]: params.id });
      return rows ? localPage(rows, params) : rest.getManyReference(resource, params);
    },
  };
}

/** A content-tree level: read by its parent, written through its own calls (the parent in the path, not the body). */
function levelMethods(level: Level, rest: DataProvider): ResourceMethods {
  return {
    ...listMethods((filter) => levelRows(level, filter), rest),
    create: async (_, params) => {
      // The node form's values (react-admin types them loosely).
      const data = { ...(params.data as ContentNodeWrite) };
      const { parentKey } = level;
      const vars = parentKey ? { [parentKey]: Number(data[parentKey]) } : undefined;
      if (parentKey) delete data[parentKey];
      return { data: await rpc(level.create, { vars, data }) };
    },
    update: async (_, params) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...data } = params.data as ContentNode;
      return { data: await rpc(level.update, { data: { ...data, id: Number(params.id) } }) };
    },
    delete: async (_, params) => ({ data: await rpc(level.remove, { vars: { id: Number(params.id) } }) }),
  };
}

/** A new enum value: added through content.enums (the server keeps one value once); its row id is `Name.key`. */
const createEnumValue: ResourceMethods['create'] = async (_, params) => {
  const { name, key, value } = params.data as EnumValue;
  await rpc('content.enums.post', { data: { name, key, value } });
  return { data: { id: `${name}.${key}`, name, key, value } };
};

/**
 * Content reads and writes through the catalogue (the server's rules: unique names per parent, no delete
 * while children remain, one enum value once), by resource; `rest` lists a level asked for without its parent.
 */
export function contentResources(rest: DataProvider): Record<string, ResourceMethods> {
  const resources: Record<string, ResourceMethods> = {};
  for (const [resource, read] of Object.entries(WHOLE_LISTS)) resources[resource] = listMethods(read, rest);
  for (const [resource, level] of Object.entries(CONTENT_LEVELS)) resources[resource] = levelMethods(level, rest);
  resources.enums = { ...resources.enums, create: createEnumValue };
  return resources;
}
