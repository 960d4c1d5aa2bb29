import { call, type AffiliateHistoryItem } from '@pronto/api/customer-site';
import { CAMPAIGN_PARAMS_TTL_S, STORAGE_KEYS, UID_TTL_S } from '@pronto/domain';
import { store } from '../session/storage.ts';

const CAMPAIGN_KEY = 'campaignParams';
const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'aff', 'affiliate', 'clickid', 'gclid'];

/** The visitor's unique id (12 hours), also sent as uId with the registration. */
export function uniqueClientId(): string {
  const existing = store.get<string>(STORAGE_KEYS.uid);
  if (existing) return existing;
  const created = crypto.randomUUID().replace(/-/g, '');
  store.set(STORAGE_KEYS.uid, created, UID_TTL_S);
  return created;
}

/** The landing group (from ?landingGroup= or stored; kept 30 days), sent with the registration. */
export function landingGroup(search = window.location.search): string {
  const fromUrl = new URLSearchParams(search).get('landingGroup');
  if (fromUrl) store.set(STORAGE_KEYS.landingGroup, fromUrl, 30 * 86_400);
  return fromUrl ?? store.get<string>(STORAGE_KEYS.landingGroup) ?? '';
}

/**
 * The landing url's tracking: keeps its landing group (the registration page's own url no longer has it),
 * and when the url carries campaign parameters, stores them (1440 min) and posts an affiliate click.
 */
export function recordAffiliateClick(href = window.location.href): void {
  const url = new URL(href);
  landingGroup(url.search);
  if (!CAMPAIGN_PARAMS.some((p) => url.searchParams.has(p))) return;
  const history = [...(store.get<AffiliateHistoryItem[]>(CAMPAIGN_KEY) ?? []), { occuredAt: new Date().toISOString(), fullUri: href }];
  store.set(CAMPAIGN_KEY, history, CAMPAIGN_PARAMS_TTL_S);
  void call('customer.affiliateClick', { data: { uniqueClientId: uniqueClientId(), history }, silent: true });
}

/** After sign-up or handover: attach the stored clicks to the customer; on success they are removed. */
export async function attachAffiliates(): Promise<void> {
  const history = store.get<AffiliateHistoryItem[]>(CAMPAIGN_KEY);
  if (!history?.length) return;
  const result = await call('customer.affiliateAttach', { data: { uniqueClientId: uniqueClientId(), history }, silent: true });
  if (result.status === 200) store.remove(CAMPAIGN_KEY);
}
