import { describe, expect, it } from 'vitest';

describe('a component test has no network (shared/devtools/src/vitest/no-network.ts)', () => {
  it('refuses a request no fake answers, naming its method and url', async () => {
    await expect(fetch('/api/loan/requestLoan', { method: 'POST' })).rejects.toThrow(
      'No fake answers POST /api/loan/requestLoan: prepare it with fakeApi() and wait for it',
    );
  });
});
