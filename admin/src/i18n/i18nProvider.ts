import polyglotI18nProvider from 'ra-i18n-polyglot';
import { configureRequest, type Language } from '@pronto/request';
import englishCatalogue from './en.ts';

export type Locale = 'en' | 'es';

const REQUEST_LANGUAGE: Record<Locale, Language> = { en: 'en-GB', es: 'es-ES' };
const isLocale = (locale: string): locale is Locale => Object.hasOwn(REQUEST_LANGUAGE, locale);

/** English is bundled; Spanish is fetched the first time it is picked. The request language header follows. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    // The locale is whatever react-admin's store (localStorage) holds: an unknown one asks in English.
    configureRequest({ language: isLocale(locale) ? REQUEST_LANGUAGE[locale] : 'en-GB' });
    return locale === 'es' ? import('./es.ts').then((m) => m.default) : englishCatalogue;
  },
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' },
  ],
  { allowMissing: false },
);
