import { STORAGE_KEYS } from '@pronto/domain';
import { store } from '../session/storage.ts';

/** True once the visitor has accepted cookies (the shell loads the notice only before that). */
export const cookiesAccepted = (): boolean => store.get<boolean>(STORAGE_KEYS.cookieAccepted) === true;

/** Records the visitor's acceptance. */
export const acceptCookies = (): void => store.set(STORAGE_KEYS.cookieAccepted, true);
