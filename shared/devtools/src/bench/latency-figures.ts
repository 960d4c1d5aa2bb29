import type { Figure, Range } from './figures.ts';
import type { LoadResult } from './load-spec.ts';
import { spreadOf, type Spread } from './stats.ts';

/** The p99 target of a scenario: an absolute p99 in ms, or a multiple of plain json-server's (median) p99. */
export type P99Target = { ms: number } | { timesBaseline: number };

/** A scenario's rounds: plain json-server's and the mock's results, one each per round. */
export interface ScenarioRounds {
  name: string;
  p99Target: P99Target;
  plain: readonly LoadResult[];
  mock: readonly LoadResult[];
  /** How the runs were placed on CPUs, said in the p99 figure's note. */
  placement: string;
  /** Per mock round, how long the mock's main thread waited for a CPU while the load ran (ms); empty off Linux. */
  mockCpuWaitMs: readonly number[];
}

/** A run most of whose answers were not 2xx measures refusals, not the call: left out of the medians. */
const counts = (run: LoadResult): boolean => run.failures <= run.total / 2;

const range = (s: Spread): Range => ({ min: s.min, max: s.max, runs: s.runs });

function spreadOfRuns(runs: readonly LoadResult[], pick: (run: LoadResult) => number): Spread | null {
  const kept = runs.filter(counts).map(pick);
  return kept.length > 0 ? spreadOf(kept) : null;
}

function failuresNote(name: string, runs: readonly LoadResult[]): string | null {
  const failed = runs.filter((run) => run.failures > 0);
  if (failed.length === 0) return null;
  const left = runs.length - runs.filter(counts).length;
  const answers = failed.reduce((sum, run) => sum + run.failures, 0);
  return `${name}: ${answers} answers not 2xx in ${failed.length} of ${runs.length} rounds${left > 0 ? ` (${left} mostly failed, left out)` : ''}`;
}

/** Time the server was ready to run but another process had its CPU: the machine's share of its latency. */
function cpuWaitNote(waits: readonly number[]): string | null {
  if (waits.length === 0) return null;
  const s = spreadOf(waits.map(Math.round));
  return `the mock's main thread waited ${s.median} ms (${s.min} to ${s.max} over ${s.runs}) for a CPU a round`;
}

/**
 * A scenario's figures over its rounds: the mock's p99 (against its target), p50 and throughput, each the
 * median of the rounds with the lowest and highest next to it, against plain json-server's in the same rounds.
 */
export function scenarioFigures(scenario: ScenarioRounds): Figure[] {
  const figure = (measure: 'p99' | 'p50' | 'throughput', pick: (run: LoadResult) => number): Figure => {
    const mine = spreadOfRuns(scenario.mock, pick);
    const theirs = spreadOfRuns(scenario.plain, pick);
    const unit = measure === 'throughput' ? 'req/s' : 'ms';
    return {
      section: 'Mock API',
      name: `${scenario.name}, ${measure}`,
      value: mine ? mine.median : null,
      unit,
      ...(mine ? { spread: range(mine) } : {}),
      baseline: { name: 'plain json-server', value: theirs ? theirs.median : null, ...(theirs ? { spread: range(theirs) } : {}) },
    };
  };
  const p99 = figure('p99', (run) => run.p99);
  const target = scenario.p99Target;
  if ('ms' in target) p99.target = { kind: 'max', limit: target.ms, text: `≤ ${target.ms} ms` };
  else if (p99.baseline?.value !== null && p99.baseline?.value !== undefined)
    p99.target = { kind: 'max', limit: target.timesBaseline * p99.baseline.value, text: `≤ ${target.timesBaseline}× json-server` };
  const notes = [
    scenario.placement,
    cpuWaitNote(scenario.mockCpuWaitMs),
    failuresNote('mock', scenario.mock),
    failuresNote('json-server', scenario.plain),
  ];
  p99.note = notes.filter((note): note is string => note !== null).join('; ');
  return [p99, figure('p50', (run) => run.p50), figure('throughput', (run) => run.rps)];
}
