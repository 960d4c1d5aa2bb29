import { configureRequest, type Language } from '@pronto/request';
import { createCatalogueProvider, type Locale } from './catalogueProvider.ts';
import englishCatalogue from './en.ts';

export type { FeatureMessages, Locale } from './catalogueProvider.ts';

const REQUEST_LANGUAGE: Record<Locale, Language> = { en: 'en-GB', es: 'es-ES' };

const catalogue = createCatalogueProvider({
  initial: { locale: 'en', messages: englishCatalogue },
  // English is bundled; Spanish is fetched the first time it is picked.
  load: (locale) => (locale === 'es' ? import('./es.ts').then((m) => m.default) : englishCatalogue),
  locales: [
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' },
  ],
  polyglot: { allowMissing: false },
  onLocale: (locale) => configureRequest({ language: REQUEST_LANGUAGE[locale] }),
});

/** The console's i18nProvider: the main catalogue plus the texts of every screen loaded so far. The request language header follows. */
export const i18nProvider = catalogue.i18nProvider;

/** Adds a feature's texts (English and Spanish): call it at the top level of a module its lazy screens import. */
export const registerMessages = catalogue.registerMessages;
