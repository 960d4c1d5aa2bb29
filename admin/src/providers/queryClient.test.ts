import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient.ts';
import { writeSession } from './session.ts';

beforeEach(() => localStorage.clear());

describe('createQueryClient', () => {
  it("answers react-admin's first auth check when a session is stored", () => {
    writeSession({
      token: 'tok-1',
      user: { id: 1, fullName: 'Ada Admin', emailAddress: 'admin@pronto.test', role: 'admin', country: 'GB' },
    });
    const client = createQueryClient();
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toBe('admin');
  });
  it('leaves it to the authProvider without a session', () => {
    const client = createQueryClient();
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toBeUndefined();
  });
});
