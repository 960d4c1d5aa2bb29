import { describe, expect, it } from 'vitest';
import englishCatalogue from './en.ts';
import spanishCatalogue from './es.ts';
import { i18nProvider } from './i18nProvider.ts';

type Texts = Record<string, unknown>;

// Sources of the route table's feature folders, and the features' messages (importing them registers them).
const indexes = import.meta.glob<string>('../resources/*/index.ts', { query: '?raw', import: 'default', eager: true });
const screens = import.meta.glob<string>('../resources/*/*.tsx', { query: '?raw', import: 'default', eager: true });
const sources = import.meta.glob<string>('../resources/*/messages.ts', { query: '?raw', import: 'default', eager: true });
const features = import.meta.glob<{ en: Texts; es: Texts }>('../resources/*/messages.ts', { eager: true });

/** Lazy screens that show none of their feature's own texts (theirs are in the main catalogue). */
const WITHOUT_FEATURE_TEXTS = new Set([
  'communication/EmailHistoryList.tsx',
  'communication/SmsHistoryList.tsx',
  'communication/TemplateForm.tsx',
  'communication/TemplateList.tsx',
  'communication/TemplateShow.tsx',
  'content/IpBanScreens.tsx',
  'content/TranslationScreens.tsx',
  'content/WhitelistScreens.tsx',
  'loanSettings/DayScreens.tsx',
  'loanSettings/IbanCheckPage.tsx',
  'staff/LoginPages.tsx',
  'staff/StaffScreens.tsx',
]);

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

const folderOf = (path: string) => path.split('/')[2] ?? '';
const registering = Object.keys(sources)
  .filter((path) => sources[path]?.includes('registerMessages('))
  .map(folderOf);

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
    const keys = leafKeys(features[`../resources/${folder}/messages.ts`]?.en);
    // A key's first three parts (`resources.segments.criterionFields`) catch keys built at run time too.
    const prefixes = [...new Set(keys.map((key) => key.split('.').slice(0, 3).join('.')))];
    for (const screen of lazyScreens(folder).filter((s) => WITHOUT_FEATURE_TEXTS.has(s))) {
      const source = screens[`../resources/${screen}`] ?? '';
      expect(
        prefixes.filter((prefix) => source.includes(prefix)),
        screen,
      ).toEqual([]);
    }
  });

  it.each(registering)('%s: has the same keys in Spanish, none of them in the main catalogue', (folder) => {
    const feature = features[`../resources/${folder}/messages.ts`];
    const english = leafKeys(feature?.en);
    expect(leafKeys(feature?.es).sort()).toEqual([...english].sort());
    const main = new Set(leafKeys(englishCatalogue));
    expect(english.filter((key) => main.has(key))).toEqual([]);
  });

  it('translates every registered key with the console provider, in English and after changing to Spanish', async () => {
    const loaded = registering.map((folder) => features[`../resources/${folder}/messages.ts`]);
    const sample = (lang: 'en' | 'es') => loaded.map((f) => leafKeys(f?.[lang]));
    const valueAt = (texts: Texts | undefined, key: string): unknown =>
      key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    const check = (lang: 'en' | 'es') =>
      sample(lang).forEach((keys, i) => {
        for (const key of keys) {
          const text = valueAt(loaded[i]?.[lang], key) as string;
          // Plurals and interpolations change the text: only plain texts are compared whole.
          if (!text.includes('%{') && !text.includes('||||')) expect(i18nProvider.translate(key), key).toBe(text);
          else expect(i18nProvider.translate(key, { smart_count: 1 }), key).not.toBe(key);
        }
      });
    check('en');
    await i18nProvider.changeLocale('es');
    check('es');
    expect(i18nProvider.translate('resources.customers.name', { smart_count: 1 })).toBe(
      spanishCatalogue.resources.customers.name.split(' |||| ')[0],
    );
    await i18nProvider.changeLocale('en');
    check('en');
  });
});
