import Polyglot from 'node-polyglot';
import type { I18nProvider, Locale as LocaleEntry } from 'ra-core';

/** The console's languages. */
export type Locale = 'en' | 'es';

/** Nested texts as in en.ts: a text's key is its path joined with dots. */
export interface Messages {
  // undefined: ra-core's TranslationMessages (ra-language-english) has optional branches.
  [key: string]: string | Messages | undefined;
}

/** A feature's texts in each language, keyed from the catalogue's root (`pronto.…`, `resources.…`). */
export type FeatureMessages = Readonly<Record<Locale, Messages>>;

/** What `createCatalogueProvider` needs: the main catalogue per language and how to call Polyglot. */
export interface CatalogueOptions {
  /** The catalogue of the first language, at hand: react-admin translates before any promise settles. */
  initial: { locale: Locale; messages: Messages };
  /** The main catalogue of a language (it may be fetched the first time). */
  load: (locale: Locale) => Messages | Promise<Messages>;
  locales: LocaleEntry[];
  polyglot?: Omit<Polyglot.PolyglotOptions, 'locale' | 'phrases'>;
  /** Told each language as it takes effect (the request language header follows it). */
  onLocale?: (locale: Locale) => void;
}

/** An i18nProvider plus the hook through which a lazily loaded screen adds its texts. */
export interface CatalogueProvider {
  i18nProvider: I18nProvider;
  /** Adds a feature's texts in every language; the current language's take effect at once. */
  registerMessages: (messages: FeatureMessages) => void;
}

// react-admin's store may hold any string: anything but Spanish reads the English texts, as before.
const languageOf = (locale: string): Locale => (locale === 'es' ? 'es' : 'en');

/**
 * react-admin's I18nProvider over node-polyglot, whose catalogue grows as screens load: a feature's
 * module registers its texts (both languages) when it is evaluated, before anything of it renders.
 * Only public APIs: `new Polyglot`, `Polyglot#extend` and `Polyglot#t`.
 */
export function createCatalogueProvider(options: CatalogueOptions): CatalogueProvider {
  const features = new Set<FeatureMessages>();
  let locale: string = options.initial.locale;
  let changes = 0;

  const build = (name: string, catalogue: Messages): Polyglot => {
    // '' -> '' as ra-i18n-polyglot does: react-admin translates empty labels.
    const polyglot = new Polyglot({ ...options.polyglot, locale: name, phrases: { '': '', ...catalogue } });
    for (const feature of features) polyglot.extend(feature[languageOf(name)]);
    return polyglot;
  };

  let polyglot = build(locale, options.initial.messages);
  options.onLocale?.(languageOf(locale));

  const i18nProvider: I18nProvider = {
    // Polyglot's own option type; react-admin passes `_`, `smart_count` and interpolation values.
    // A sentence (a server's refusal, a text built by the screen) is shown as it is: no key has a space.
    translate: (key: string, values: Polyglot.InterpolationOptions = {}) =>
      polyglot.t(key, /\s/.test(key) && values._ === undefined ? { ...values, _: key } : values),
    changeLocale: async (next: string) => {
      const change = ++changes;
      options.onLocale?.(languageOf(next));
      const catalogue = await options.load(languageOf(next));
      // A later change that settled first wins: a slow Spanish fetch must not undo a switch back to English.
      if (change !== changes) return;
      locale = next;
      polyglot = build(next, catalogue);
    },
    getLocale: () => locale,
    getLocales: () => options.locales,
  };

  const registerMessages = (messages: FeatureMessages): void => {
    if (features.has(messages)) return;
    features.add(messages);
    polyglot.extend(messages[languageOf(locale)]);
  };

  return { i18nProvider, registerMessages };
}
