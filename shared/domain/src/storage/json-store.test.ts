import { describe, expect, it } from 'vitest';
import { createJsonStore, memoryStorage } from './json-store.ts';
import { CAMPAIGN_PARAMS_TTL_MIN, CAMPAIGN_PARAMS_TTL_S, LEAD_TTL_S, SESSION_COOKIE_S, STORAGE_KEYS, UID_TTL_S } from './keys.ts';

function setup() {
  let clock = Date.UTC(2026, 0, 1);
  const backend = memoryStorage();
  const store = createJsonStore(backend, () => clock);
  return { backend, store, advance: (seconds: number) => (clock += seconds * 1000) };
}

describe('createJsonStore', () => {
  it.each([
    ['a string', 'jwt-token'],
    ['a number', 42],
    ['an object', { id: 7, statuses: [{ status: 'new' }] }],
    ['a list', [1, 2, 3]],
    ['a boolean', true],
  ])('keeps %s as JSON', (_, value) => {
    const { store } = setup();
    store.set('k', value);
    expect(store.get('k')).toEqual(value);
  });

  it('answers null for a missing key', () => {
    expect(setup().store.get('missing')).toBeNull();
  });

  it.each([
    { name: 'uid', ttl: UID_TTL_S, seconds: 43_200 },
    { name: 'leadCustomerId', ttl: LEAD_TTL_S, seconds: 30 * 86_400 },
    { name: 'campaign parameters', ttl: CAMPAIGN_PARAMS_TTL_S, seconds: 86_400 },
    { name: 'session cookie', ttl: SESSION_COOKIE_S, seconds: 2_592_000 },
  ])('$name lives $seconds s, then is removed on read', ({ ttl, seconds }) => {
    const { backend, store, advance } = setup();
    store.set('k', 'v', ttl);
    advance(seconds - 1);
    expect(store.get('k')).toBe('v');
    advance(1);
    expect(store.get('k')).toBeNull();
    expect(backend.getItem('k')).toBeNull();
  });

  it('never expires without a ttl', () => {
    const { store, advance } = setup();
    store.set('k', 'v');
    advance(10 * 365 * 86_400);
    expect(store.get('k')).toBe('v');
  });

  it('drops a value it cannot read', () => {
    const { backend, store } = setup();
    backend.setItem('k', 'not json');
    expect(store.get('k')).toBeNull();
    expect(backend.getItem('k')).toBeNull();
  });

  it('removes a value', () => {
    const { store } = setup();
    store.set('k', 1);
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });
});

describe('storage constants (customer-site.md §3, §9)', () => {
  it('has the spec keys and lifetimes', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'token',
      'customerDetails',
      'uid',
      'leadCustomerId',
      'registerFormvalues',
      'cookieAccepted',
      'landingGroup',
    ]);
    expect([UID_TTL_S, LEAD_TTL_S, CAMPAIGN_PARAMS_TTL_MIN, SESSION_COOKIE_S]).toEqual([43200, 2592000, 1440, 2592000]);
  });
});
