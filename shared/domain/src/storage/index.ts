/** Local storage (customer-site.md §3): keys, lifetimes and a JSON store with expiry. */
export {
  STORAGE_KEYS,
  UID_TTL_S,
  LEAD_TTL_DAYS,
  LEAD_TTL_S,
  CAMPAIGN_PARAMS_TTL_MIN,
  CAMPAIGN_PARAMS_TTL_S,
  SESSION_COOKIE_S,
  type StorageKey,
} from './keys.ts';
export { createJsonStore, memoryStorage, type JsonStore, type StorageLike } from './json-store.ts';
