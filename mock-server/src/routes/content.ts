import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { Row } from '../types.ts';
import { id, list, optStr, str } from '../validate.ts';
import { crud } from './crud.ts';
import type { Routes } from './define.ts';
import { registerTemplateRoutes } from './templates.ts';

const IP = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$|^[0-9a-f:]+:[0-9a-f:]*$/i;

function ipOf(call: Call): string {
  const ip = str(call.body, 'ip');
  if (!IP.test(ip)) throw invalid('ip must be an IPv4 or IPv6 address.');
  return ip;
}

export function registerContentRoutes(routes: Routes, ctx: Context): void {
  const enumsOf = (names: string[]) => {
    const enums = ctx.rows('enums');
    return Object.fromEntries(names.map((name) => [name, enums.filter((e: Row) => e.name === name).map((e) => ({ key: e.key, value: e.value }))]));
  };
  routes.id('content.enums.post', ({ body }) => {
    const names = list(body, 'names');
    if (names.some((n) => typeof n !== 'string')) throw invalid('names must be a list of enum names.');
    return enumsOf(names as string[]);
  });
  routes.id('content.enums', () => enumsOf([...new Set(ctx.rows('enums').map((e) => String(e.name)))]));

  // category > channel > group > content
  const tree = [
    ['category', 'categories', 'Category', null, 'name'],
    ['channel', 'channels', 'Channel', 'categoryId', 'name'],
    ['group', 'groups', 'Group', 'channelId', 'name'],
    ['content', 'contents', 'Content', 'groupId', 'title'],
  ] as const;
  for (const [name, collection, label, parent, required] of tree) {
    const c = crud(ctx, collection, label);
    if (parent) {
      routes.id(`content.${name}`, (call) => c.list((r) => r[parent] === id(call.params[parent], parent)));
      routes.id(`content.${name}.post`, (call) => c.create(call, [required], { [parent]: id(call.params[parent], parent) }));
    } else {
      routes.id(`content.${name}`, () => c.list());
      routes.id(`content.${name}.post`, (call) => c.create(call, [required]));
    }
    routes.id(`content.${name}.put`, (call) => c.update(call));
    routes.id(`content.${name}.delete`, (call) => c.remove(call));
  }

  // translations
  const translations = crud(ctx, 'translations', 'Translation');
  routes.id('content.translations', (call) => {
    const culture = optStr(call.query, 'culture');
    return translations.list((t) => !culture || t.culture === culture);
  });
  routes.id('content.translationsByCultureAndKey', (call) => {
    const culture = str(call.query, 'culture');
    const key = str(call.query, 'key');
    return translations.list((t) => t.culture === culture && t.key === key)[0] ?? null;
  });
  routes.id('content.translation', (call) => {
    const culture = str(call.body, 'culture');
    const key = str(call.body, 'key');
    if (translations.list((t) => t.culture === culture && t.key === key).length) throw invalid(`A ${culture} translation of ${key} exists already.`);
    return translations.create(call, ['culture', 'key', 'value']);
  });
  routes.id('content.updateTranslation', (call) => {
    if (call.body.id !== undefined) return translations.update(call);
    const culture = str(call.body, 'culture');
    const key = str(call.body, 'key');
    const row = translations.list((t) => t.culture === culture && t.key === key)[0];
    if (!row) throw invalid(`There is no ${culture} translation of ${key}.`);
    row.value = str(call.body, 'value');
    row.updatedAt = ctx.nowIso();
    ctx.changed();
    return row;
  });

  // white list and IP bans
  const whitelist = crud(ctx, 'whitelist', 'White-list entry');
  routes.id('content.whiteList', () => whitelist.list());
  routes.id('content.whiteList.post', (call) => {
    const ip = ipOf(call);
    if (whitelist.list((w) => w.ip === ip).length) throw invalid(`${ip} is already on the white list.`);
    return whitelist.create(call, ['ip']);
  });
  routes.id('content.whiteList.delete', (call) => {
    const ip = optStr(call.query, 'ip') ?? optStr(call.body, 'ip');
    const row = ip ? whitelist.list((w) => w.ip === ip)[0] : whitelist.get(call);
    if (!row) throw invalid(`${ip ?? ''} is not on the white list.`);
    return whitelist.remove({ ...call, params: { id: String(row.id) } });
  });
  // The white list is read on every request by the real API and cached: invalidating records who and when.
  routes.id('content.whiteList/invalidate', (call) =>
    ctx.insert('whitelistInvalidations', { entries: whitelist.list().length, createdBy: call.caller.kind === 'staff' ? call.caller.staff.emailAddress : 'system', createdAt: ctx.nowIso() }),
  );
  const bans = crud(ctx, 'ipBans', 'IP ban');
  for (const type of ['local', 'elb'] as const) {
    routes.id(`content.ipbanner/${type}/list`, () => bans.list((b) => b.type === type));
    routes.id(`content.ipbanner/${type}/set`, (call) => {
      const ip = ipOf(call);
      const existing = bans.list((b) => b.type === type && b.ip === ip)[0];
      if (existing) return existing;
      return bans.create(call, ['ip'], { type, reason: optStr(call.body, 'reason') ?? '' });
    });
    routes.id(`content.ipbanner/${type}/remove`, (call) => {
      const ip = ipOf(call);
      const row = bans.list((b) => b.type === type && b.ip === ip)[0];
      if (!row) throw invalid(`${ip} is not banned.`);
      return bans.remove({ ...call, params: { id: String(row.id) } });
    });
  }
  routes.id('content.awake', () => ({ awake: true, at: ctx.nowIso() }));

  registerTemplateRoutes(routes, ctx);
}
