import { describe, expect, it } from 'vitest';
import { scenarioFigures } from './latency-figures.ts';
import type { LoadResult } from './load-spec.ts';

const run = (p99: number, p50: number, rps: number, failures = 0, total = 1000): LoadResult => ({ p99, p50, rps, total, failures });
const placement = 'servers on CPU 0, autocannon on CPU 1 (taskset)';

describe('latency figures over alternating rounds', () => {
  const registration = scenarioFigures({
    name: 'Registration',
    p99Target: { ms: 50 },
    plain: [run(900, 400, 20), run(1200, 500, 18), run(800, 300, 25), run(1000, 450, 21), run(1500, 600, 15)],
    mock: [run(38, 6, 900), run(61, 9, 700), run(44, 7, 850), run(40, 6, 880), run(52, 8, 760)],
    placement,
    mockCpuWaitMs: [310.4, 1290, 820.6, 402, 655],
  });

  it('judges the p99 target on the median of the rounds, with the lowest and highest next to it', () => {
    expect(registration[0]).toMatchObject({
      name: 'Registration, p99',
      value: 44,
      unit: 'ms',
      spread: { min: 38, max: 61, runs: 5 },
      baseline: { name: 'plain json-server', value: 1000, spread: { min: 800, max: 1500, runs: 5 } },
      target: { kind: 'max', limit: 50, text: '≤ 50 ms' },
      note: `${placement}; the mock's main thread waited 655 ms (310 to 1290 over 5) for a CPU a round`,
    });
  });

  it('gives p50 and throughput the same way, without a target', () => {
    expect(registration[1]).toMatchObject({ name: 'Registration, p50', value: 7, spread: { min: 6, max: 9, runs: 5 } });
    expect(registration[2]).toMatchObject({ name: 'Registration, throughput', unit: 'req/s', value: 850, baseline: { value: 20 } });
    expect(registration[1]?.target).toBeUndefined();
  });

  it('sets a relative target from plain json-server’s median p99', () => {
    const [p99] = scenarioFigures({
      name: 'Search',
      p99Target: { timesBaseline: 2 },
      plain: [run(10, 2, 1000), run(14, 3, 900), run(12, 2, 950)],
      mock: [run(20, 3, 800), run(30, 4, 700), run(22, 3, 750)],
      placement,
      mockCpuWaitMs: [],
    });
    expect(p99?.target).toEqual({ kind: 'max', limit: 24, text: '≤ 2× json-server' });
    expect(p99?.value).toBe(22);
  });

  it('leaves out a round whose answers mostly failed, and says so', () => {
    const [p99] = scenarioFigures({
      name: 'Registration',
      p99Target: { ms: 50 },
      plain: [run(900, 400, 20), run(1000, 450, 21), run(1100, 500, 19)],
      mock: [run(30, 5, 900), run(2, 1, 5000, 990), run(40, 6, 850, 3)],
      placement,
      mockCpuWaitMs: [],
    });
    expect(p99).toMatchObject({ value: 35, spread: { min: 30, max: 40, runs: 2 } });
    expect(p99?.note).toBe(`${placement}; mock: 993 answers not 2xx in 2 of 3 rounds (1 mostly failed, left out)`);
  });

  it('measures nothing when every round of the mock mostly failed', () => {
    const [p99] = scenarioFigures({
      name: 'Registration',
      p99Target: { ms: 50 },
      plain: [run(900, 400, 20)],
      mock: [run(2, 1, 5000, 1000)],
      placement,
      mockCpuWaitMs: [],
    });
    expect(p99?.value).toBeNull();
    expect(p99?.spread).toBeUndefined();
  });
});
