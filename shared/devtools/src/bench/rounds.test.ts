import { describe, expect, it } from 'vitest';
import { alternatingOrder, benchRounds, pairedDifferences } from './rounds.ts';

describe('alternating runs', () => {
  it('runs the baseline and each page once a round, in turn, round after round', () => {
    expect(alternatingOrder('base', ['list', 'login'], 2).map(({ round, key }) => `${round}:${key}`)).toEqual([
      '0:base',
      '0:list',
      '0:login',
      '1:base',
      '1:list',
      '1:login',
    ]);
  });

  it('pairs each round with the same round of the baseline, leaving out rounds either side missed', () => {
    expect(pairedDifferences([70, undefined, 66, 72], [76, 75, 70, undefined])).toEqual([-6, -4]);
  });

  it('takes five rounds unless asked for a quick run', () => {
    expect(benchRounds({})).toBe(5);
    expect(benchRounds({ BENCH_QUICK: '1' })).toBe(2);
  });
});
