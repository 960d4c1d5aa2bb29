import { RESOURCES, type CallOptions, type CatalogueEntry, type ResourceDef, type CallId } from '@pronto/api';
import { HttpError, type DataProvider, type GetListParams, type GetListResult, type Identifier, type RaRecord } from 'react-admin';
import { localPage } from './localList.ts';
import { entryOf } from './call.ts';
import { rpc } from './rpc.ts';
import { toSearchBody } from './search.ts';

type Listing = Pick<GetListParams, 'filter' | 'sort' | 'pagination'>;
type Method = keyof NonNullable<ResourceDef['calls']>;

/** The table's definition of a resource; an unknown resource is a programming error. */
export function resourceDef(resource: string): ResourceDef {
  const def = (RESOURCES as Record<string, ResourceDef>)[resource];
  if (!def) throw new Error(`Unknown resource "${resource}"`);
  return def;
}

function callOf(resource: string, method: Method): CallId | undefined {
  return resourceDef(resource).calls[method];
}

function refuse(resource: string, what: string): never {
  throw new Error(`${resource} cannot ${what}: the API has no call for it.`);
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The request of a list call for react-admin's list params: filter values naming a path variable
 * fill it; a POST takes the search body (search.ts); a GET takes the other non-empty filter values
 * and `page` / `perPage` as query parameters.
 */
export function listRequest(e: Pick<CatalogueEntry, 'method' | 'vars'>, params: Listing): CallOptions {
  const filter = { ...(params.filter as Record<string, unknown>) };
  const vars: Record<string, string> = {};
  for (const v of e.vars) {
    if (!isEmpty(filter[v])) vars[v] = String(filter[v]);
    delete filter[v];
  }
  // No `vars` when the path has none: the same options as the other callers build (early.ts keys on them).
  const withVars = Object.keys(vars).length > 0 ? { vars } : {};
  if (e.method !== 'get') return { ...withVars, data: toSearchBody({ ...params, filter }) };
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter))
    if (!isEmpty(value)) query[key] = Array.isArray(value) ? value.join(',') : String(value);
  query.page = String(params.pagination?.page ?? 1);
  query.perPage = String(params.pagination?.perPage ?? 25);
  return { ...withVars, params: query };
}

/**
 * The rows of a call's answer: an array, a search page's items, or the resource's own array of an
 * answer holding several (content.tree answers `{ categories, channels, groups, contents }`).
 */
export function rowsOf(answer: unknown, resource: string): RaRecord[] | null {
  if (Array.isArray(answer)) return answer as RaRecord[];
  if (answer === null || typeof answer !== 'object') return null;
  const { items, [resource]: own } = answer as Record<string, unknown>;
  if (Array.isArray(items)) return items as RaRecord[];
  return Array.isArray(own) ? (own as RaRecord[]) : null;
}

/**
 * A list call's answer as a react-admin page: a search page (`{ items, total }`) as it is; a whole
 * array filtered, sorted and paged here (localList.ts) on the filters its rows have fields for
 * (the others, such as a ticket queue, were the server's to apply).
 */
export function toPage(answer: unknown, params: Listing, resource = ''): GetListResult & { total: number } {
  const page = answer as { items?: RaRecord[]; total?: number } | null;
  if (page && !Array.isArray(page) && Array.isArray(page.items)) return { data: page.items, total: page.total ?? page.items.length };
  const rows = rowsOf(answer, resource) ?? [];
  const fields = new Set(rows.flatMap((r) => Object.keys(r)));
  const filter = Object.fromEntries(
    Object.entries((params.filter ?? {}) as Record<string, unknown>).filter(([k]) => k === 'q' || fields.has(k)),
  );
  return localPage(rows, { ...params, filter });
}

/** The record with this id in a call's answer (one record, an array or a search page); null if absent. */
export function pickRecord(answer: unknown, id: Identifier, resource = ''): RaRecord | null {
  const rows = rowsOf(answer, resource);
  if (!rows) return (answer as RaRecord | null) ?? null;
  return rows.find((r) => String(r.id) === String(id)) ?? null;
}

/** The request naming one record: its path variable, a search on `id`, or the query parameter `key`. */
export function oneRequest(e: Pick<CatalogueEntry, 'method' | 'vars'>, id: Identifier, key: string): CallOptions {
  if (e.vars[0]) return { vars: { [e.vars[0]]: String(id) } };
  if (e.method !== 'get') return { data: toSearchBody({ filter: { id }, pagination: { page: 1, perPage: 1 } }) };
  return { params: { [key]: String(id) } };
}

async function list(resource: string, id: CallId, params: Listing): Promise<GetListResult & { total: number }> {
  return toPage(await rpc(id, listRequest(await entryOf(id), params)), params, resource);
}

const whole: Pick<GetListParams, 'sort' | 'pagination'> = { sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 500 } };

/** Status of a record the API does not have: the console's screens open the error route for it (back-office.md §8). */
export const RECORD_MISSING = 404;

/** The answer of a record's own read; a refusal of the id (422: "Customer 7 does not exist.") means there is no such record. */
async function readOne(oneId: CallId, id: Identifier, key: string): Promise<unknown> {
  try {
    return await rpc(oneId, oneRequest(await entryOf(oneId), id, key));
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) throw new HttpError(error.message, RECORD_MISSING, error.body);
    throw error;
  }
}

async function getOne(resource: string, id: Identifier): Promise<RaRecord> {
  const def = resourceDef(resource);
  const oneId = def.calls.one;
  const answer = oneId
    ? await readOne(oneId, id, def.key ?? 'id')
    : (await list(resource, def.calls.list ?? refuse(resource, 'be read'), { ...whole, filter: {} })).data;
  const found = pickRecord(answer, id, resource);
  if (!found) throw new HttpError(`${resource} ${String(id)} was not found.`, RECORD_MISSING);
  return found;
}

/** A write's answer when it is a record (a table write answers the record it changed, or nothing). */
function recordOf(answer: unknown): Partial<RaRecord> | null {
  return answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? answer : null;
}

/** A write's path variables from the record (the id for the first one when the record has none). */
function writeRequest(e: CatalogueEntry, data: Record<string, unknown>, id?: Identifier): CallOptions {
  const vars = Object.fromEntries(e.vars.map((v, i) => [v, String(data[v] ?? (i === 0 && id !== undefined ? id : ''))]));
  const body = Object.fromEntries(Object.entries(data).filter(([k]) => !e.vars.includes(k)));
  return { vars, data: body };
}

/**
 * react-admin's CRUD methods of any resource, mapped onto the catalogue calls of the resource table
 * (@pronto/api resources.ts); the service providers specialise some of them (bodies of their own).
 */
export const tableProvider = {
  getList: (async (resource: string, params: GetListParams) =>
    list(resource, callOf(resource, 'list') ?? refuse(resource, 'be listed'), params)) as DataProvider['getList'],
  getOne: (async (resource: string, params: { id: Identifier }) => ({ data: await getOne(resource, params.id) })) as DataProvider['getOne'],
  getMany: (async (resource: string, params: { ids: Identifier[] }) => {
    const def = resourceDef(resource);
    const manyId = def.calls.many;
    if (manyId) {
      const e = await entryOf(manyId);
      const filter = e.method === 'get' ? { id: params.ids.join(',') } : { id: params.ids };
      return {
        data: (await list(resource, manyId, { filter, sort: whole.sort, pagination: { page: 1, perPage: Math.max(1, params.ids.length) } }))
          .data,
      };
    }
    if (def.calls.one) return { data: await Promise.all(params.ids.map((id) => getOne(resource, id))) };
    const wanted = new Set(params.ids.map(String));
    return {
      data: (await list(resource, def.calls.list ?? refuse(resource, 'be read'), { ...whole, filter: {} })).data.filter((r) =>
        wanted.has(String(r.id)),
      ),
    };
  }) as DataProvider['getMany'],
  getManyReference: (async (resource: string, params: Listing & { target: string; id: Identifier }) => {
    const id = callOf(resource, 'ref') ?? callOf(resource, 'list') ?? refuse(resource, 'be listed');
    return list(resource, id, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  }) as DataProvider['getManyReference'],
  create: (async (resource: string, params: { data: Partial<RaRecord> }) => {
    const id = callOf(resource, 'create') ?? refuse(resource, 'be created');
    const { id: _none, ...data } = params.data as Record<string, unknown>;
    return { data: await rpc(id, writeRequest(await entryOf(id), data)) };
  }) as DataProvider['create'],
  update: (async (resource: string, params: { id: Identifier; data: Partial<RaRecord> }) => {
    const def = resourceDef(resource);
    const id = def.calls.update ?? refuse(resource, 'be changed');
    const data = { ...(params.data as Record<string, unknown>), id: params.id, ...(def.key ? { [def.key]: params.id } : {}) };
    const answer = recordOf(await rpc(id, writeRequest(await entryOf(id), data, params.id)));
    return { data: { ...params.data, ...answer, id: answer?.id ?? params.id } };
  }) as DataProvider['update'],
  updateMany: (async (resource: string, params: { ids: Identifier[]; data: Partial<RaRecord> }) => {
    for (const id of params.ids) await tableProvider.update(resource, { id, data: params.data, previousData: { id } });
    return { data: params.ids };
  }) as DataProvider['updateMany'],
  delete: (async (resource: string, params: { id: Identifier; previousData?: RaRecord }) => {
    const def = resourceDef(resource);
    const id = def.calls.delete ?? refuse(resource, 'be deleted');
    const e = await entryOf(id);
    const options: CallOptions = e.vars[0]
      ? { vars: { [e.vars[0]]: String(params.id) } }
      : { params: { [def.key ?? 'id']: String(params.id) } };
    const answer = await rpc(id, options);
    return { data: answer && typeof answer === 'object' ? answer : (params.previousData ?? { id: params.id }) };
  }) as DataProvider['delete'],
  deleteMany: (async (resource: string, params: { ids: Identifier[] }) => {
    for (const id of params.ids) await tableProvider.delete(resource, { id });
    return { data: params.ids };
  }) as DataProvider['deleteMany'],
} satisfies DataProvider;
