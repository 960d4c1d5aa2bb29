import type { IpBan, IpLocation, Translation, WhitelistEntry } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { bumpVersion, checkVersion, editorOf } from '../versions.ts';
import { IP_ADDRESS, optStr, str } from '../validate.ts';
import { registerAutomationRoutes } from './content-automation.ts';
import { crud } from './crud.ts';
import { ipFraudScore } from './ip-fraud-score.ts';
import { registerContentTreeRoutes, registerEnumRoutes } from './content-tree.ts';
import type { Routes } from './define.ts';
import { registerTemplateRoutes } from './templates.ts';

/** The `ip` of a body or query string: an IPv4 or IPv6 address. */
function ipIn(values: Record<string, unknown>): string {
  const ip = str(values, 'ip');
  if (!IP_ADDRESS.test(ip)) throw invalid('ip must be an IPv4 or IPv6 address.');
  return ip;
}

/** The cultures the sites are translated into. */
const CULTURES = ['en-GB', 'es-ES'];

export function registerContentRoutes(routes: Routes, ctx: Context): void {
  registerEnumRoutes(routes, ctx);
  registerContentTreeRoutes(routes, ctx);

  // translations
  const translations = crud<Translation>(ctx, 'translations', 'Translation');
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
    if (!CULTURES.includes(culture)) throw invalid(`culture must be ${CULTURES.join(' or ')}.`);
    const key = str(call.body, 'key');
    const value = str(call.body, 'value');
    if (translations.list((t) => t.culture === culture && t.key === key).length)
      throw invalid(`A ${culture} translation of ${key} exists already.`);
    return translations.create({ ...call, body: { culture, key, value } }, ['culture', 'key', 'value']);
  });
  // By id or by culture and key, only the text changes: a key moved or renamed would orphan every screen reading it.
  routes.id('content.updateTranslation', (call) => {
    const byId = call.body.id !== undefined;
    if (byId)
      for (const field of ['culture', 'key'])
        if (call.body[field] !== undefined) throw invalid(`Only the value of a translation changes: ${field} cannot be set.`);
    const value = str(call.body, 'value');
    const row = byId
      ? translations.get(call)
      : translations.list((t) => t.culture === str(call.body, 'culture') && t.key === str(call.body, 'key'))[0];
    if (!row) throw invalid(`There is no ${str(call.body, 'culture')} translation of ${str(call.body, 'key')}.`);
    // Every screen that shows the text reads this row: a save from an older version is refused (409).
    checkVersion(row, call.body, 'translation', String(row.culture).endsWith('ES') ? 'ES' : 'GB');
    row.value = value;
    bumpVersion(ctx, row, editorOf(call));
    ctx.changed();
    return row;
  });

  // The business exception messages are the translations under businessException.* (both cultures unless asked).
  routes.id('content.translation/businessException', (call) => {
    const culture = optStr(call.query, 'culture');
    return translations.list((t) => String(t.key).startsWith('businessException.') && (!culture || t.culture === culture));
  });
  routes.id('content.ipLocations', (call) => {
    const ip = optStr(call.query, 'ip');
    if (ip !== undefined && !IP_ADDRESS.test(ip)) throw invalid('ip must be an IPv4 or IPv6 address.');
    return ctx.rows<IpLocation>('ipLocations').filter((l) => ip === undefined || l.ip === ip);
  });
  routes.id('content.onlineUsers', () => onlineUsers(ctx));

  // white list and IP bans
  const whitelist = crud<WhitelistEntry>(ctx, 'whitelist', 'White-list entry');
  routes.id('content.whiteList', () => whitelist.list());
  routes.id('content.whiteList.post', (call) => {
    const ip = ipIn(call.body);
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
    ctx.insert('whitelistInvalidations', {
      entries: whitelist.list().length,
      createdBy: call.caller.kind === 'staff' ? call.caller.staff.emailAddress : 'system',
      createdAt: ctx.nowIso(),
    }),
  );
  const bans = crud<IpBan>(ctx, 'ipBans', 'IP ban');
  for (const type of ['local', 'elb'] as const) {
    routes.id(`content.ipbanner/${type}/list`, () => bans.list((b) => b.type === type));
    routes.id(`content.ipbanner/${type}/set`, (call) => {
      const ip = ipIn(call.body);
      const existing = bans.list((b) => b.type === type && b.ip === ip)[0];
      if (existing) return existing;
      return bans.create(call, ['ip'], { type, reason: optStr(call.body, 'reason') ?? '' });
    });
    routes.id(`content.ipbanner/${type}/remove`, (call) => {
      const ip = ipIn(call.body);
      const row = bans.list((b) => b.type === type && b.ip === ip)[0];
      if (!row) throw invalid(`${ip} is not banned.`);
      return bans.remove({ ...call, params: { id: String(row.id) } });
    });
  }
  routes.id('content.awake', () => ({ awake: true, at: ctx.nowIso() }));
  routes.id('content.scamalytics', (call) => {
    return ipFraudScore(ctx, ipIn(call.query));
  });
  registerAutomationRoutes(routes, ctx);

  registerTemplateRoutes(routes, ctx);
}

/** Who holds a token that has not expired: one row per staff member or customer, newest sign-in first. */
export function onlineUsers(ctx: Context) {
  const now = ctx.nowIso();
  const seen = new Map<string, { id: string; kind: string; subjectId: number; name: string; role: string | null; since: string }>();
  for (const t of [...ctx.db.tokens].sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
    const key = `${t.kind}-${t.subjectId}`;
    if (t.expires <= now || seen.has(key)) continue;
    const staff = t.kind === 'staff' ? ctx.staffById(t.subjectId) : null;
    const customer = t.kind === 'customer' ? ctx.customerById(t.subjectId) : null;
    const name = staff
      ? `${staff.fullName} <${staff.emailAddress}>`
      : customer
        ? `${customer.firstName} ${customer.lastName}`
        : String(t.subjectId);
    seen.set(key, { id: key, kind: t.kind, subjectId: t.subjectId, name, role: t.role, since: t.createdAt });
  }
  return [...seen.values()];
}
