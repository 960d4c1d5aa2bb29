import { localStorageStore, type Store } from 'react-admin';
import { rememberLocale, storedLocale } from '../i18n/locale.ts';

/**
 * react-admin's store (localStorage, as <Admin> makes by default), through its public API only. It opens
 * with the language chosen last, on the sign-in page or in the console (our own key: the sign-in page of a
 * fresh visit loads no react-admin), and keeps that key when the language menu changes it.
 */
export function createStore(): Store {
  const store = localStorageStore();
  store.setItem('locale', storedLocale());
  store.subscribe('locale', (locale: unknown) => {
    if (typeof locale === 'string') rememberLocale(locale);
  });
  return store;
}
