import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogBatcher, FIRST_FLUSH_MS, RETRY_MS, type LogAction } from './log-batcher.ts';

const action = (type: string): LogAction => ({ type, at: '2026-01-01T00:00:00Z' });

describe('activity log batches (first flush 2 s, retries 5 s, POST then PUT)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 2 s, sends the first batch as the first write, later ones as updates', async () => {
    const sent: { types: string[]; first: boolean }[] = [];
    const log = createLogBatcher(async (actions, first) => {
      sent.push({ types: actions.map((a) => a.type), first });
      return true;
    });
    log.push(action('page'));
    log.push(action('click'));
    await vi.advanceTimersByTimeAsync(FIRST_FLUSH_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ types: ['page', 'click'], first: true }]);
    log.push(action('scroll'));
    await vi.advanceTimersByTimeAsync(FIRST_FLUSH_MS);
    expect(sent.at(-1)).toEqual({ types: ['scroll'], first: false });
  });

  it('keeps a failed batch and retries it after 5 s, still as the first write', async () => {
    const outcomes = [false, true];
    const sent: { types: string[]; first: boolean }[] = [];
    const log = createLogBatcher(async (actions, first) => {
      sent.push({ types: actions.map((a) => a.type), first });
      return outcomes.shift() ?? true;
    });
    log.push(action('page'));
    await vi.advanceTimersByTimeAsync(FIRST_FLUSH_MS);
    log.push(action('click'));
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[1]).toEqual({ types: ['page', 'click'], first: true });
  });
});
