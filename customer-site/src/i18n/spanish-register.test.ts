import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { esMessages, LOGIN_MESSAGES_ES } from '@pronto/domain';

/*
 * The Spanish site speaks to the customer as "usted", as the console and the spec's own Spanish texts do
 * ("Quizás quiso decir:", "escriba el de su lugar de trabajo"): no "tú" anywhere, not even mixed within a
 * paragraph. Every Spanish text module is loaded as the Spanish build loads it and every text (functions
 * called with sample values) is checked for the informal forms.
 */

/** Words that only the informal register uses: pronouns and the verb forms the site's texts would need. */
const INFORMAL = [
  // Pronouns and possessives.
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  // Verb forms of the second person only (a plain "confirma" or "recibe" is also usted's indicative).
  'eres',
  'tienes',
  'puedes',
  'podrás',
  'quieres',
  'necesitas',
  'devuelves',
  'pides',
  'recibes',
  'recibirás',
  'sabrás',
  'tendrás',
  'volverás',
  'has',
  'estás',
  'vas',
  'debes',
  'haces',
  'pagas',
  'llegas',
  'ves',
  'sales',
  'solicitas',
  'confirmas',
  'encuentras',
  // Imperatives with a pronoun on them.
  'regístrate',
  'solicítalo',
  'infórmate',
  'inténtalo',
  'corrígela',
  'escríbenos',
  'llámanos',
  'cuéntanos',
  'dinos',
  'avísanos',
  'envíanos',
  'devuélvelo',
  'escríbelo',
  'quizás quisiste',
];
// Also an infinitive with "te" on it (ofrecerte, prestarte): three letters at least before it, so that
// "parte" or "suerte" are not taken for one.
const informal = new RegExp(`(?<![\\p{L}])(${INFORMAL.join('|')}|\\p{L}{3,}[aeií]rte)(?![\\p{L}])`, 'iu');

/** Every text reachable in a message bundle (functions called with sample values). */
function texts(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') texts((value as (...args: unknown[]) => unknown)('X', 'Y', 'Z', 'W', 'V'), path, out);
  else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) texts(item, `${path}.${key}`, out);
  return out;
}

const bundles: Record<string, unknown> = {};

beforeAll(async () => {
  vi.stubEnv('VITE_MARKET', 'ES');
  vi.resetModules();
  const pages = import.meta.glob<Record<string, unknown>>('./pages/*.ts');
  const messages = import.meta.glob<Record<string, unknown>>(['../**/messages.ts', '!./messages.ts']);
  for (const [file, load] of Object.entries({ ...pages, ...messages })) bundles[file] = await load();
  bundles.site = (await import('./index.ts')).t;
  bundles.static = (await import('../pages/static/content-es.ts')).contentEs;
  const meta = await import('../prerender/page-meta.ts');
  bundles.descriptions = meta.prerenderedPages.map(meta.descriptionOf);
  bundles.validation = esMessages;
  bundles.login = LOGIN_MESSAGES_ES;
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the Spanish site', () => {
  it('loads every text bundle in Spanish', () => {
    expect(Object.keys(bundles).length).toBeGreaterThan(25);
    expect((bundles.site as { lang: string }).lang).toBe('es');
  });

  it('speaks to the customer as usted everywhere', () => {
    const all = Object.entries(bundles).flatMap(([name, bundle]) => texts(bundle, name));
    const found = all.filter(([, text]) => informal.test(text)).map(([path, text]) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });
});
