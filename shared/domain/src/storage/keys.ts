/** Local storage keys and lifetimes of customer-site.md §3. */
export const STORAGE_KEYS = {
  token: 'token',
  customerDetails: 'customerDetails',
  uid: 'uid',
  leadCustomerId: 'leadCustomerId',
  registerFormvalues: 'registerFormvalues',
  cookieAccepted: 'cookieAccepted',
  landingGroup: 'landingGroup',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The per-device unique id lives 12 hours. */
export const UID_TTL_S = 43_200;
/** A lead customer id lives 30 days. */
export const LEAD_TTL_DAYS = 30;
export const LEAD_TTL_S = LEAD_TTL_DAYS * 86_400;
/** Stored affiliate campaign parameters live 1440 minutes (one day). */
export const CAMPAIGN_PARAMS_TTL_MIN = 1440;
export const CAMPAIGN_PARAMS_TTL_S = CAMPAIGN_PARAMS_TTL_MIN * 60;
/** Session cookies last 30 days. */
export const SESSION_COOKIE_S = 2_592_000;
