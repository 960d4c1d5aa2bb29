import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, FRESH_AT_START_MS } from './queryClient.ts';
import { writeSession } from './session.ts';

beforeEach(() => localStorage.clear());

describe('createQueryClient', () => {
  it('answers react-admin\'s first auth check when a session is stored', () => {
    writeSession({ token: 'tok-1', user: { id: 1, fullName: 'Ada Admin', emailAddress: 'admin@pronto.test', role: 'admin', country: 'GB' } });
    const client = createQueryClient();
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toBe('admin');
  });
  it('keeps the start-up auth answer fresh for the first mount only (no second check at once)', () => {
    writeSession({ token: 'tok-1', user: { id: 1, fullName: 'Ada Admin', emailAddress: 'admin@pronto.test', role: 'admin', country: 'GB' } });
    const query = createQueryClient(localStorage, 1_000).getQueryCache().find({ queryKey: ['auth', 'checkAuth', {}] });
    vi.useFakeTimers();
    try {
      vi.setSystemTime(1_000 + FRESH_AT_START_MS - 1);
      expect(query?.isStaleByTime(0)).toBe(false);
      vi.setSystemTime(1_000 + FRESH_AT_START_MS + 1);
      expect(query?.isStaleByTime(0)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
  it('leaves it to the authProvider without a session', () => {
    const client = createQueryClient();
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toBeUndefined();
  });
});
