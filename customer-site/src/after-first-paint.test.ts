import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

type Entries = Pick<PerformanceObserverEntryList, 'getEntriesByName'>;

/** A PerformanceObserver whose paint entries the test reports itself. */
function fakeObserver(supported: string[]) {
  const watching: { report: (names: string[]) => void; disconnected: boolean }[] = [];
  class Fake {
    static supportedEntryTypes = supported;
    private callback: (list: Entries) => void;
    private record: { report: (names: string[]) => void; disconnected: boolean };
    constructor(callback: (list: Entries) => void) {
      this.callback = callback;
      this.record = {
        report: (names) =>
          this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name).map(() => ({}) as PerformanceEntry) }),
        disconnected: false,
      };
      watching.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  // A structural stand-in: only the members afterFirstPaint uses are there.
  return { observer: Fake as unknown as typeof PerformanceObserver, watching };
}

afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('starts once the first contentful paint is on screen, not at the first (empty) paint, and only once', () => {
    const { observer, watching } = fakeObserver(['paint', 'largest-contentful-paint']);
    const run = vi.fn();
    afterFirstPaint(run, observer);
    expect(run).not.toHaveBeenCalled();
    watching[0]?.report(['first-paint']);
    expect(run).not.toHaveBeenCalled();
    watching[0]?.report(['first-paint', 'first-contentful-paint']);
    expect(run).toHaveBeenCalledTimes(1);
    expect(watching[0]?.disconnected).toBe(true);
  });

  it('without the paint timing API, starts after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { observer, watching } = fakeObserver([]);
    const run = vi.fn();
    afterFirstPaint(run, observer);
    expect(watching).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
