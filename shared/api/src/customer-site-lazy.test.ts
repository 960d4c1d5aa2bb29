import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./customer-site-journeys.ts');
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the site call when its chunk cannot be fetched', () => {
  it('answers "No Internet Connection" offline, as the request layer does, instead of throwing', async () => {
    vi.doMock('./customer-site-journeys.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.stubGlobal('navigator', { onLine: false });
    const { call } = await import('./customer-site.ts');
    await expect(call('membership.login', { data: { phoneNumber: '7100000001', password: '1234', countryCode: 'GB' } })).resolves.toEqual({
      data: null,
      errors: [{ message: 'No Internet Connection' }],
      status: 0,
    });
  });

  it('answers the network message when online', async () => {
    vi.doMock('./customer-site-journeys.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.stubGlobal('navigator', { onLine: true });
    const { call } = await import('./customer-site.ts');
    const result = await call('membership.forgotPin', { data: { countryCode: 'GB', mobilePhone: '7100000001' } });
    expect(result.status).toBe(0);
    expect(result.errors[0]?.message).toMatch(/problem with your internet connection/);
  });
});
