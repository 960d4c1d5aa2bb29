// No React and no react-admin here: the sign-in page of a fresh visit reads it before the console loads.
import type { Locale } from './i18nProvider.ts';

/** Where the console keeps the staff member's language between visits (its own key, shared by the sign-in page and the console). */
export const LOCALE_KEY = 'pronto.locale';

/** The language chosen last (on the sign-in page or in the console); English when none was. */
export function storedLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  try {
    return storage.getItem(LOCALE_KEY) === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

/** Keeps the language for the next visit. */
export function rememberLocale(locale: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(LOCALE_KEY, locale === 'es' ? 'es' : 'en');
  } catch {
    // Storage full or refused: the next visit opens in English.
  }
}
