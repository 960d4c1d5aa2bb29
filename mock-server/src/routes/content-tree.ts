import { canRole, type EnumEntry } from '@pronto/api';
import type { Context } from '../context.ts';
import { ApiError, AUTH_ERROR, FORBIDDEN, invalid, type Call } from '../http.ts';
import type { Row } from '../types.ts';
import { id, list, str } from '../validate.ts';
import { crud } from './crud.ts';
import type { Routes } from './define.ts';

/** Case and surrounding spaces do not make a name distinct. */
const same = (a: unknown, b: string) =>
  String(a ?? '')
    .trim()
    .toLowerCase() === b.toLowerCase();

/**
 * Enumerations: `enums` (get) all of them by name; `enums` (post) with `names` reads some (public, the
 * registration form), with `name`, `key` and `value` adds a value (staff of the content area only).
 */
export function registerEnumRoutes(routes: Routes, ctx: Context): void {
  const enumsOf = (names: string[]): Record<string, EnumEntry[]> => {
    const enums = ctx.rows<EnumValueRow>('enums');
    return Object.fromEntries(
      names.map((name) => [name, enums.filter((e) => e.name === name).map((e) => ({ key: e.key, value: e.value }))]),
    );
  };
  routes.id('content.enums.post', (call) => {
    // Adding a value answers its enum as a read of it would: the one answer shape of the call.
    if (call.body.names === undefined && call.body.key !== undefined) return enumsOf([addEnumValue(ctx, call).name]);
    const names = list(call.body, 'names');
    if (names.some((n) => typeof n !== 'string')) throw invalid('names must be a list of enum names.');
    return enumsOf(names as string[]);
  });
  routes.id('content.enums', () => enumsOf([...new Set(ctx.rows('enums').map((e) => String(e.name)))]));
}

const ENUM_NAME = /^[A-Z][A-Za-z0-9]*$/;
const ENUM_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/** One stored value of an enumeration. */
type EnumValueRow = EnumEntry & { name: string };

function addEnumValue(ctx: Context, call: Call): EnumValueRow {
  // The read is public (registration form); writing is the content staff's.
  if (call.caller.kind === 'anonymous') throw new ApiError(401, AUTH_ERROR);
  if (call.caller.kind !== 'staff' || !canRole(call.caller.staff.role, 'content')) throw new ApiError(403, FORBIDDEN);
  const name = str(call.body, 'name');
  const key = str(call.body, 'key');
  const value = str(call.body, 'value');
  if (!ENUM_NAME.test(name))
    throw invalid('name must start with a capital letter and hold only letters and digits, like EmploymentStatus.');
  if (!ENUM_KEY.test(key)) throw invalid('key must start with a letter and hold only letters, digits and _.');
  const enums = ctx.rows('enums');
  if (enums.some((e) => e.name === name && same(e.key, key))) throw invalid(`${name} already has the value ${key}.`);
  return ctx.insert('enums', { name, key, value, createdAt: ctx.nowIso() });
}

interface Level {
  name: 'category' | 'channel' | 'group' | 'content';
  collection: string;
  label: string;
  /** How the children of a row are called in a sentence ("channel", "channels"). */
  plural: string;
  field: 'name' | 'title';
  parent: Level | null;
  parentKey: string | null;
}

const category: Level = {
  name: 'category',
  collection: 'categories',
  label: 'Category',
  plural: 'categories',
  field: 'name',
  parent: null,
  parentKey: null,
};
const channel: Level = {
  name: 'channel',
  collection: 'channels',
  label: 'Channel',
  plural: 'channels',
  field: 'name',
  parent: category,
  parentKey: 'categoryId',
};
const group: Level = {
  name: 'group',
  collection: 'groups',
  label: 'Group',
  plural: 'groups',
  field: 'name',
  parent: channel,
  parentKey: 'channelId',
};
const content: Level = {
  name: 'content',
  collection: 'contents',
  label: 'Content',
  plural: 'contents',
  field: 'title',
  parent: group,
  parentKey: 'groupId',
};
export const CONTENT_LEVELS = [category, channel, group, content];

/** A row's market, when it names one: the sites are GB and ES. */
function checkCountry(body: Record<string, unknown>): void {
  if (body.country !== undefined && body.country !== 'GB' && body.country !== 'ES') throw invalid('country must be GB or ES.');
}

const childOf = (level: Level) => CONTENT_LEVELS.find((l) => l.parent === level) ?? null;
const rowName = (level: Level, row: Row) => String(row[level.field] ?? row.id);

/**
 * Category > channel > group > content: names (content: titles) are required and unique within their
 * parent, a child needs an existing parent, and a row with children cannot be deleted.
 */
export function registerContentTreeRoutes(routes: Routes, ctx: Context): void {
  // Assumed (catalogue): every level at once, for the console's lists without a parent and its pages by id.
  routes.id('content.tree', () => Object.fromEntries(CONTENT_LEVELS.map((level) => [level.collection, ctx.rows(level.collection)])));
  for (const level of CONTENT_LEVELS) {
    const rows = crud(ctx, level.collection, level.label);
    const parentRows = level.parent ? crud(ctx, level.parent.collection, level.parent.label) : null;
    const siblings = (parentId: number | null, except?: number) =>
      rows.list((r) => r.id !== except && (level.parentKey === null || r[level.parentKey] === parentId));
    const checkUnique = (value: string, parentId: number | null, except?: number) => {
      if (!siblings(parentId, except).some((r) => same(r[level.field], value))) return;
      const what = level.field === 'title' ? `a ${level.name} titled ${value}` : `a ${level.name} named ${value}`;
      if (!level.parent || !parentRows || parentId === null) throw invalid(`A ${level.name} named ${value} exists already.`);
      throw invalid(`${level.parent.label} ${rowName(level.parent, parentRows.find(parentId))} already has ${what}.`);
    };
    const parentIdOf = (call: Call): number | null => {
      if (!level.parentKey || !parentRows) return null;
      const parentId = id(call.params[level.parentKey], level.parentKey);
      parentRows.find(parentId);
      return parentId;
    };

    routes.id(`content.${level.name}`, (call) => {
      const parentId = parentIdOf(call);
      return level.parentKey ? rows.list((r) => r[level.parentKey as string] === parentId) : rows.list();
    });
    routes.id(`content.${level.name}.post`, (call) => {
      const parentId = parentIdOf(call);
      checkCountry(call.body);
      checkUnique(str(call.body, level.field), parentId);
      const { [level.parentKey ?? '']: _parent, ...body } = call.body;
      const extra = level.parentKey ? { [level.parentKey]: parentId } : {};
      return rows.create({ ...call, body: { ...body, [level.field]: str(call.body, level.field) } }, [level.field], extra);
    });
    routes.id(`content.${level.name}.put`, (call) => {
      const row = rows.get(call);
      // The parent is fixed: a row moves by deleting it and adding it under the other parent.
      const { [level.parentKey ?? '']: _parent, ...body } = call.body;
      checkCountry(body);
      if (body[level.field] !== undefined) {
        const value = str(body, level.field);
        checkUnique(value, level.parentKey ? (row[level.parentKey] as number) : null, row.id);
        body[level.field] = value;
      }
      return rows.update({ ...call, body: { ...body, id: row.id } });
    });
    routes.id(`content.${level.name}.delete`, (call) => {
      const row = rows.get(call);
      const child = childOf(level);
      if (child?.parentKey) {
        const count = ctx.rows(child.collection).filter((c) => c[child.parentKey as string] === row.id).length;
        if (count > 0) {
          const noun = count === 1 ? child.name : child.plural;
          throw invalid(`${level.label} ${rowName(level, row)} still has ${count} ${noun}: delete ${count === 1 ? 'it' : 'them'} first.`);
        }
      }
      return rows.remove(call);
    });
  }
}
