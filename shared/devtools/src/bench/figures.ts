/** The lowest and highest run of a figure that is a median, and how many runs. */
export interface Range {
  min: number;
  max: number;
  runs: number;
}

/** One measured figure of docs/benchmarks.md, compared with a baseline and a target. */
export interface Figure {
  section:
    'First-load JavaScript' | 'Lighthouse (mobile)' | 'Lighthouse (desktop)' | 'Calculator' | 'Mock API' | 'Memory' | 'Report summary';
  name: string;
  /** null: not measured (see `note`). */
  value: number | null;
  unit: 'B' | 'score' | 'points' | 'ms' | 'req/s' | 'MB';
  /** Lowest and highest of the runs whose median `value` is (printed next to it). */
  spread?: Range;
  baseline?: { name: string; value: number | null; spread?: Range };
  /** `max`: the figure must stay at or under `limit`; `min`: at or over. */
  target?: { kind: 'max' | 'min'; limit: number; text: string };
  note?: string;
}

export function ratio(figure: Figure): number | null {
  const base = figure.baseline?.value;
  if (figure.value === null || base === null || base === undefined || base === 0) return null;
  return figure.value / base;
}

export function targetMet(figure: Figure): boolean | null {
  if (figure.value === null || !figure.target) return null;
  return figure.target.kind === 'max' ? figure.value <= figure.target.limit : figure.value >= figure.target.limit;
}

// eslint-disable-next-line no-control-regex -- matches terminal colour codes in build errors
const ansi = /\u001b\[[0-9;]*m/g;

/** The first lines of an error, without terminal colours, for one table cell. */
export const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .replace(ansi, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ')
    .replaceAll('|', '/');
