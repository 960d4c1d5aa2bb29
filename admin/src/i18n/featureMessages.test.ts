import { describe, expect, it } from 'vitest';
import englishCatalogue from './en.ts';
import spanishCatalogue from './es.ts';
import { i18nProvider } from './i18nProvider.ts';

type Texts = Record<string, unknown>;

// Importing a messages module registers its texts with the console's provider.
const messageModules = import.meta.glob<{ en: Texts; es: Texts }>(
  [
    '../resources/*/messages.ts',
    '../audit-trail/messages.ts',
    '../dashboard/messages.ts',
    '../catalogue/messages.ts',
    '../records/messages.ts',
  ],
  { eager: true },
);
const indexes = import.meta.glob<string>('../resources/*/index.ts', { query: '?raw', import: 'default', eager: true });
const screens = import.meta.glob<string>('../resources/*/*.tsx', { query: '?raw', import: 'default', eager: true });
const everySource = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../i18n/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The modules that register the audit texts (audit-trail/messages.ts) before they render, by file name. */
const AUDIT_REGISTRARS = ['messages.ts', 'ConfirmWithReason.tsx', 'AuditTrail.tsx', 'auditFormat.ts'];

/** Lazy screens that show none of their feature's own texts (theirs are in the main catalogue or a shared module). */
const WITHOUT_FEATURE_TEXTS = new Set([
  'cards/CardList.tsx',
  'communication/EmailHistoryList.tsx',
  'customers/CustomerEdit.tsx',
  'customers/CustomerList.tsx',
  'loanSettings/IbanCheckPage.tsx',
  'loans/LoanList.tsx',
  'tickets/TicketList.tsx',
]);

/** An import's path as the globs name modules (`../resources/loans/messages.ts`), from the importing module's. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (part === '..') parts.push(part);
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

// Feature folders of the route table with messages of their own.
const registering = Object.keys(messageModules)
  .filter((path) => path.startsWith('../resources/'))
  .map((path) => path.split('/')[2] ?? '');
const modules = Object.entries(messageModules);

/** The modules a feature's route table loads lazily, as `folder/File.tsx`. */
function lazyScreens(folder: string): string[] {
  const index = indexes[`../resources/${folder}/index.ts`] ?? '';
  return [...new Set([...index.matchAll(/import\('\.\/([A-Za-z]+\.tsx)'\)/g)].map((m) => `${folder}/${m[1] ?? ''}`))];
}

describe('per-screen messages', () => {
  it('are registered by some features', () => {
    expect(registering.length).toBeGreaterThan(0);
  });

  it.each(registering)('%s: each lazy screen showing its texts imports its messages first', (folder) => {
    for (const screen of lazyScreens(folder)) {
      const source = screens[`../resources/${screen}`] ?? '';
      if (WITHOUT_FEATURE_TEXTS.has(screen)) continue;
      expect(source.startsWith("import './messages.ts';"), screen).toBe(true);
    }
  });

  it.each(registering)('%s: a screen said to show none of its texts uses none of its keys', (folder) => {
    const keys = leafKeys(messageModules[`../resources/${folder}/messages.ts`]?.en);
    // A key in full, or built at run time from one of its branches (`resources.segments.criterionFields.${…}`, or
    // `'….criterionFields.' + …`): a branch may hold texts of both catalogues (`resources.customers.actions`), so
    // the branch alone proves nothing.
    const branches = keys.flatMap((key) =>
      key
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('.'))
        .filter((branch) => branch.split('.').length > 1),
    );
    const uses = [...new Set([...keys, ...branches.flatMap((branch) => [`${branch}.\${`, `${branch}.'`])])];
    for (const screen of lazyScreens(folder).filter((s) => WITHOUT_FEATURE_TEXTS.has(s))) {
      const source = screens[`../resources/${screen}`] ?? '';
      expect(
        uses.filter((use) => source.includes(use)),
        screen,
      ).toEqual([]);
    }
  });

  it.each(modules)('%s: has the same keys in Spanish, none of them in the main catalogue', (_, feature) => {
    const english = leafKeys(feature.en);
    expect(leafKeys(feature.es).sort()).toEqual([...english].sort());
    const main = new Set(leafKeys(englishCatalogue));
    expect(english.filter((key) => main.has(key))).toEqual([]);
  });

  it('audit texts: every module using them imports a module that registers them', () => {
    const registrar = (path: string) => path.startsWith('../audit-trail/') || path.endsWith('/ConfirmWithReason.tsx');
    const importsRegistrar = (source: string) =>
      AUDIT_REGISTRARS.some((name) => new RegExp(`import [^;]*'[./]*(audit-trail|actions)/${name}'`).test(source));
    const users = Object.entries(everySource).filter(([, source]) =>
      /pronto\.audit\.(?!approvals\.menu)|resources\.auditTrail\.fields/.test(source),
    );
    expect(users.length).toBeGreaterThan(0);
    for (const [path, source] of users.filter(([p]) => !registrar(p))) expect(importsRegistrar(source), path).toBe(true);
  });

  // A part shown on its own (a unit test renders it alone, another feature embeds it) must not rely on its
  // screen having registered the texts first: react-admin shows a button's missing label as the raw key.
  it.each(modules.filter(([path]) => !path.startsWith('../audit-trail/')))(
    '%s: every module naming one of its keys imports it',
    (path, feature) => {
      const keys = leafKeys(feature.en);
      const main = leafKeys(englishCatalogue);
      // A branch none of whose keys is in the main catalogue: a key built from it at run time is one of these.
      const branches = [...new Set(keys.flatMap((key) => key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))))].filter(
        (branch) => branch.includes('.') && !keys.includes(branch) && !main.some((key) => key.startsWith(`${branch}.`)),
      );
      const names = (source: string) =>
        keys.some((key) => source.includes(key)) || branches.some((b) => source.includes(`${b}.\${`) || source.includes(`${b}.'`));
      const users = Object.entries(everySource).filter(([user, source]) => user !== path && names(source));
      expect(users.length, path).toBeGreaterThan(0);
      for (const [user, source] of users) {
        const imported = [...source.matchAll(/^import (?:[^;]* from )?'(\.[^']+)';/gm)].map((m) => resolve(user, m[1] ?? ''));
        expect(imported, user).toContain(path);
      }
    },
  );

  it('translates every registered key with the console provider, in English and after changing to Spanish', async () => {
    const valueAt = (texts: Texts | undefined, key: string): unknown =>
      key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    const check = (lang: 'en' | 'es') => {
      for (const [path, feature] of modules) {
        for (const key of leafKeys(feature[lang])) {
          const text = String(valueAt(feature[lang], key));
          // Plurals and interpolations change the text: only plain texts are compared whole.
          if (!text.includes('%{') && !text.includes('||||')) expect(i18nProvider.translate(key), `${path} ${key}`).toBe(text);
          else expect(i18nProvider.translate(key, { smart_count: 1 }), `${path} ${key}`).not.toBe(key);
        }
      }
    };
    check('en');
    await i18nProvider.changeLocale('es');
    check('es');
    // The main catalogue is Spanish too.
    expect(i18nProvider.translate('resources.customers.name', { smart_count: 2 })).toBe(
      spanishCatalogue.resources.customers.name.split(' |||| ')[1],
    );
    await i18nProvider.changeLocale('en');
    check('en');
  });
});
