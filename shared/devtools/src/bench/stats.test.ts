import { describe, expect, it } from 'vitest';
import { median, percentile, spreadOf } from './stats.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([90, 12, 40])).toBe(40);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of an empty list');
  });
});

describe('percentile (nearest rank)', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);

  it('p90 of 20 values is the 18th smallest', () => {
    expect(percentile([...twenty].reverse(), 90)).toBe(180);
  });

  it('p100 is the largest and p0 the smallest', () => {
    expect(percentile(twenty, 100)).toBe(200);
    expect(percentile(twenty, 0)).toBe(10);
  });

  it('refuses an empty list and a percentile outside 0..100', () => {
    expect(() => percentile([], 90)).toThrow('percentile of an empty list');
    expect(() => percentile([1], 101)).toThrow('outside 0..100');
  });
});

describe('spreadOf (median with the lowest and highest run)', () => {
  it('gives the median, the extremes and the count', () => {
    expect(spreadOf([71, 64, 76, 69, 70])).toEqual({ median: 70, min: 64, max: 76, runs: 5 });
  });
});
