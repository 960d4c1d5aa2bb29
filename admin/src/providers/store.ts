import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's store (localStorage, as <Admin> makes by default), holding a locale from the start: with
 * none stored (a first visit), ra-core's I18nContextProvider renders nothing, stores one in an effect and
 * only then renders the whole console, in one blocking task instead of the first render's time slices
 * (issue 8). A locale already chosen (the language menu) is kept.
 */
export function createStore(defaultLocale: string): Store {
  const store = localStorageStore();
  if (store.getItem('locale') === undefined) store.setItem('locale', defaultLocale);
  return store;
}
