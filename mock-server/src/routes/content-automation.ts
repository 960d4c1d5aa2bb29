import type { Context } from '../context.ts';
import { invalid, isObject } from '../http.ts';
import type { Row } from '../types.ts';
import { obj, optStr } from '../validate.ts';
import type { Routes } from './define.ts';
import { staffName } from './staff-helpers.ts';

/*
 * The automation settings of the back office: which jobs run on their own (issuing approved loans, moving
 * overdue customers along the collection stages, payment reminders, retrying failed card charges) and
 * their thresholds. Each has a default; staff change one or several at once, checked together.
 */

const COLLECTION = 'automationSettings';

interface Setting {
  kind: 'boolean' | 'days' | 'count';
  default: boolean | number;
  min?: number;
  max?: number;
  description: string;
}

/** The settings, their defaults and limits; the collection runs (collection-runs.ts) read their days overdue here. */
export const AUTOMATION_SETTINGS: Record<string, Setting> = {
  autoIssueLoans: { kind: 'boolean', default: true, description: 'Issue approved loans automatically, within the issue strategy.' },
  autoInternalCollection: { kind: 'boolean', default: true, description: 'Move customers with an overdue loan to internal collection.' },
  internalCollectionAfterDays: { kind: 'days', default: 1, min: 1, max: 59, description: 'Days overdue before internal collection.' },
  autoExternalCollection: { kind: 'boolean', default: false, description: 'Hand long-overdue customers to external collection.' },
  externalCollectionAfterDays: { kind: 'days', default: 60, min: 2, max: 365, description: 'Days overdue before external collection.' },
  autoLegalCollection: { kind: 'boolean', default: false, description: 'Start legal collection for the longest overdue.' },
  legalCollectionAfterDays: { kind: 'days', default: 120, min: 3, max: 730, description: 'Days overdue before legal collection.' },
  paymentReminderSms: { kind: 'boolean', default: true, description: 'Send an SMS reminder before each instalment is due.' },
  paymentReminderDaysBefore: { kind: 'days', default: 3, min: 0, max: 14, description: 'Days before the due date the reminder goes.' },
  cardRetryAttempts: { kind: 'count', default: 3, min: 0, max: 5, description: 'Times a failed collection charge on the card is retried.' },
};

/** A value as staff typed it ("true", "60") or as JSON, for the setting's kind. */
function parse(key: string, setting: Setting, value: unknown): boolean | number {
  if (setting.kind === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw invalid(`${key} must be true or false.`);
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = setting;
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(`${key} must be a whole number from ${min} to ${max}.`);
  return n;
}

const storedSetting = (ctx: Context, key: string) => ctx.rows(COLLECTION).find((r) => r.key === key);

/** A setting's value now: what staff set, else its default. */
export function automationValue(ctx: Context, key: string): boolean | number {
  const setting = AUTOMATION_SETTINGS[key];
  if (!setting) throw new Error(`No automation setting ${key}.`);
  return (storedSetting(ctx, key)?.value as boolean | number | undefined) ?? setting.default;
}

export function registerAutomationRoutes(routes: Routes, ctx: Context): void {
  const stored = (key: string) => storedSetting(ctx, key);
  const valueOf = (key: string) => automationValue(ctx, key);
  const list = () =>
    Object.entries(AUTOMATION_SETTINGS).map(([key, setting]) => {
      const row = stored(key);
      return {
        key,
        value: valueOf(key),
        default: setting.default,
        kind: setting.kind,
        description: setting.description,
        updatedAt: row?.updatedAt ?? null,
        updatedBy: row?.updatedBy ?? null,
      };
    });

  routes.id('content.automation', () => list());

  // One setting ({ key, value }) or several ({ settings: { key: value } }), all checked before any is kept.
  routes.id('content.automation.post', (call) => {
    const many = obj(call.body, 'settings');
    const key = optStr(call.body, 'key');
    const asked: [string, unknown][] = many ? Object.entries(many) : key !== undefined ? [[key, call.body.value]] : [];
    if (asked.length === 0) throw invalid('Give key and value, or settings.');
    const next = new Map<string, boolean | number>();
    for (const [name, value] of asked) {
      const setting = AUTOMATION_SETTINGS[name];
      if (!setting) throw invalid(`Unknown automation setting "${name}". Settings: ${Object.keys(AUTOMATION_SETTINGS).join(', ')}.`);
      if (value === undefined || value === null || value === '') throw invalid(`${name} needs a value.`);
      next.set(name, parse(name, setting, isObject(value) ? Number.NaN : value));
    }
    const after = (name: string) => next.get(name) ?? valueOf(name);
    // The collection stages follow each other: internal before external before legal.
    if (!(Number(after('internalCollectionAfterDays')) < Number(after('externalCollectionAfterDays'))))
      throw invalid('Internal collection must start before external collection.');
    if (!(Number(after('externalCollectionAfterDays')) < Number(after('legalCollectionAfterDays'))))
      throw invalid('External collection must start before legal collection.');
    const at = ctx.nowIso();
    const by = staffName(call);
    for (const [name, value] of next) {
      const row: Row | undefined = stored(name);
      if (row) Object.assign(row, { value, updatedAt: at, updatedBy: by });
      else ctx.insert(COLLECTION, { key: name, value, updatedAt: at, updatedBy: by });
    }
    ctx.changed();
    return list();
  });
}
