/** The two languages the apps send (customer-site.md §7, back-office.md §7). */
export type Language = 'en-GB' | 'es-ES';

/** The part of Web Storage the request layer needs (the device id lives there). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Settings an app gives once at start; every field is optional and merged into the current ones. */
export interface RequestConfig {
  /** Sent in the `language` header; default en-GB. */
  language: Language;
  /** Sent in the `application` header (the app's name); a call may override it (report summary). */
  application: string;
  /** Where the device id is kept; default localStorage, or memory when there is none. */
  storage: KeyValueStorage;
  /** The fetch to use; tests inject a fake. Default: the global fetch. */
  fetch: typeof fetch;
  /** Prefix for every url, '' in the browser (Vite proxies /api); an origin in Node. */
  baseUrl: string;
  /** Called when a 401 clears the session (the app drops its stored session). */
  onUnauthorized: () => void;
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage can throw (privacy mode); fall back to memory.
  }
  return memoryStorage();
}

function defaults(): RequestConfig {
  return {
    language: 'en-GB',
    application: 'Pronto',
    storage: defaultStorage(),
    fetch: (input, init) => globalThis.fetch(input, init),
    baseUrl: '',
    onUnauthorized: () => undefined,
  };
}

/** The one place the request layer's settings and the bearer token live. */
const state: { config: RequestConfig; token: string | null } = { config: defaults(), token: null };

/** Sets the language, application name, storage, fetch, base url or 401 hook (merged into the current settings). */
export function configureRequest(options: Partial<RequestConfig>): void {
  state.config = { ...state.config, ...options };
}

/** Back to the default settings and no token (tests). */
export function resetRequestConfig(): void {
  state.config = defaults();
  state.token = null;
}

/** The current settings. */
export function getRequestConfig(): Readonly<RequestConfig> {
  return state.config;
}

/** Stores the bearer token sent with every later call; null signs out. */
export function setAuthToken(token: string | null): void {
  state.token = token;
}

/** The bearer token set by `setAuthToken`, or null. */
export function getAuthToken(): string | null {
  return state.token;
}
