import type { Figure, Range } from './figures.ts';
import { pairedDifferences } from './rounds.ts';
import { spreadOf } from './stats.ts';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type FormFactor = 'mobile' | 'desktop';

export const categoryNames: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** What one Lighthouse run gave: each audited category's score (0-100), LCP, TBT and CLS. */
export interface LighthouseRun {
  scores: Partial<Record<Category, number>>;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Each page's runs by round (index = round; undefined: that round's run failed), of one form factor. */
export type Rounds = Record<string, readonly (LighthouseRun | undefined)[]>;

export type Targets = Partial<Record<Category, Figure['target']>>;

/** How a page is compared with one baseline (another audited page, run in the same rounds). */
export interface Compare {
  baseline: string;
  /** One row per category against this baseline, with these targets (a page's first comparison). */
  targets?: Targets;
  /** The performance score's paired difference (page − baseline, round by round); `min` its target. */
  performanceDifference?: { min?: number };
  /** LCP as a figure of its own, by form factor: at most this multiple of the baseline's median (null: shown, no target). */
  lcp?: Partial<Record<FormFactor, number | null>>;
  /** TBT as a figure of its own, at most this many ms. */
  tbtMax?: number;
}

/** A page as the figures need it. */
export interface ComparedPage {
  key: string;
  name: string;
  categories: readonly Category[];
  compares: readonly Compare[];
}

const present = <T>(list: readonly (T | undefined)[]): T[] => list.filter((v): v is T => v !== undefined);

/** Median and spread of one measure over the runs that succeeded, or null when none did. */
export function summarize(runs: readonly (LighthouseRun | undefined)[], measure: (run: LighthouseRun) => number | undefined) {
  const values = present(runs.map((run) => (run ? measure(run) : undefined)));
  return values.length > 0 ? spreadOf(values) : null;
}

const range = (s: { min: number; max: number; runs: number }): Range => ({ min: s.min, max: s.max, runs: s.runs });

/**
 * The figures of one page in one form factor, from the rounds of its comparison: per category its median
 * score with the spread against the baseline's; the paired performance difference; LCP and TBT.
 */
export function pageFigures(
  page: ComparedPage,
  formFactor: FormFactor,
  rounds: Rounds,
  names: Record<string, string>,
  errors: Record<string, string> = {},
): Figure[] {
  const section: Figure['section'] = formFactor === 'mobile' ? 'Lighthouse (mobile)' : 'Lighthouse (desktop)';
  const own = rounds[page.key] ?? [];
  const failed = (key: string) => `not measured: ${errors[key] ?? 'no run succeeded'}`;
  const figures: Figure[] = [];
  for (const compare of page.compares) {
    const base = rounds[compare.baseline] ?? [];
    const baseName = names[compare.baseline] ?? compare.baseline;
    if (compare.performanceDifference) {
      const differences = pairedDifferences(
        own.map((r) => r?.scores.performance),
        base.map((r) => r?.scores.performance),
      );
      const s = differences.length > 0 ? spreadOf(differences) : null;
      const limit = compare.performanceDifference.min;
      figures.push({
        section,
        name: `${page.name}: performance, paired difference against the ${baseName}`,
        value: s ? s.median : null,
        unit: 'points',
        ...(s ? { spread: range(s) } : {}),
        ...(limit !== undefined ? { target: { kind: 'min' as const, limit, text: `≥ ${limit < 0 ? `−${-limit}` : limit}` } } : {}),
        note: s ? `median of ${s.runs} rounds' differences (the same round's runs)` : failed(page.key),
      });
    }
    const lcpFactor = compare.lcp?.[formFactor];
    if (lcpFactor !== undefined) {
      const mine = summarize(own, (r) => r.lcp);
      const theirs = summarize(base, (r) => r.lcp);
      figures.push({
        section,
        name: `${page.name}: LCP against the ${baseName}`,
        value: mine ? Math.round(mine.median) : null,
        unit: 'ms',
        ...(mine ? { spread: range(mine) } : {}),
        baseline: { name: baseName, value: theirs ? Math.round(theirs.median) : null, ...(theirs ? { spread: range(theirs) } : {}) },
        ...(theirs && lcpFactor !== null
          ? { target: { kind: 'max' as const, limit: Math.round(theirs.median * lcpFactor), text: `≤ ${lcpFactor}× baseline` } }
          : {}),
        note: mine ? `CLS ${summarize(own, (r) => r.cls)?.median.toFixed(3) ?? '?'}` : failed(page.key),
      });
    }
    if (compare.tbtMax !== undefined) {
      const mine = summarize(own, (r) => r.tbt);
      const theirs = summarize(base, (r) => r.tbt);
      figures.push({
        section,
        name: `${page.name}: TBT`,
        value: mine ? Math.round(mine.median) : null,
        unit: 'ms',
        ...(mine ? { spread: range(mine) } : {}),
        baseline: { name: baseName, value: theirs ? Math.round(theirs.median) : null, ...(theirs ? { spread: range(theirs) } : {}) },
        target: { kind: 'max', limit: compare.tbtMax, text: `≤ ${compare.tbtMax} ms` },
        note: mine ? '' : failed(page.key),
      });
    }
    if (!compare.targets) continue;
    for (const category of page.categories) {
      const mine = summarize(own, (r) => r.scores[category]);
      const theirs = summarize(base, (r) => r.scores[category]);
      const timings = (runs: readonly (LighthouseRun | undefined)[]) =>
        `LCP ${((summarize(runs, (r) => r.lcp)?.median ?? 0) / 1000).toFixed(2)} s, TBT ${Math.round(summarize(runs, (r) => r.tbt)?.median ?? 0)} ms`;
      figures.push({
        section,
        name: `${page.name}: ${categoryNames[category]}`,
        value: mine ? mine.median : null,
        unit: 'score',
        ...(mine ? { spread: range(mine) } : {}),
        baseline: { name: baseName, value: theirs ? theirs.median : null, ...(theirs ? { spread: range(theirs) } : {}) },
        target: compare.targets[category],
        note: !mine
          ? failed(page.key)
          : category === 'performance'
            ? `medians: ${timings(own)}${theirs ? `; baseline ${timings(base)}` : ''}`
            : '',
      });
    }
  }
  return figures;
}
