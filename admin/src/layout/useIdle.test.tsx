import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { IDLE_WAIT_MS, useIdle } from './useIdle.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useIdle', () => {
  it('turns true once the browser reports idle time, waiting at most IDLE_WAIT_MS', async () => {
    let idle: IdleRequestCallback | undefined;
    const ask = vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      idle = callback;
      expect(options?.timeout).toBe(IDLE_WAIT_MS);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', ask);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result, unmount } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
    act(() => idle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
    unmount();
  });

  it('stands in a timer where the browser has no requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    await vi.waitFor(() => expect(result.current).toBe(true));
  });
});
