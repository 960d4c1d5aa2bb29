import { ratio, targetMet, type Figure, type Range } from './figures.ts';

export interface ReportInput {
  date: string;
  machine: string;
  figures: Figure[];
  /** Measurements that did not run, with the reason (shown under "Not measured"). */
  skipped: { what: string; why: string }[];
  method: string[];
  /** The page's section measured by hand (see byHandPart), kept at its end as it was. */
  byHand?: string;
}

/** The heading of the section the bench does not write: runs measured by hand, such as the test suite's times. */
export const BY_HAND_HEADING = '## Measured by hand';

/** The part of an existing benchmarks page from its "Measured by hand" heading on, or '' when it has none. */
export function byHandPart(page: string): string {
  const at = page.indexOf(`\n${BY_HAND_HEADING}\n`);
  return at < 0 ? '' : page.slice(at + 1).trimEnd();
}

const sections: Figure['section'][] = [
  'First-load JavaScript',
  'Lighthouse (mobile)',
  'Lighthouse (desktop)',
  'Calculator',
  'Mock API',
  'Memory',
  'Report summary',
];

export function formatValue(value: number | null, unit: Figure['unit']): string {
  if (value === null) return 'not measured';
  switch (unit) {
    case 'B':
      return `${value.toLocaleString('en-GB')} B`;
    case 'score':
      return String(Math.round(value));
    case 'points':
      return value > 0 ? `+${Math.round(value)}` : value < 0 ? `−${Math.abs(Math.round(value))}` : '0';
    case 'ms':
      return `${value.toLocaleString('en-GB', { maximumFractionDigits: value < 10 ? 1 : 0 })} ms`;
    case 'req/s':
      return `${Math.round(value).toLocaleString('en-GB')} req/s`;
    case 'MB':
      return `${Math.round(value).toLocaleString('en-GB')} MB`;
  }
}

/** A median with its spread: `71 (64 to 76 over 5)` (words, not a dash: spreads of differences are often negative); the unit once, after the median. */
export function formatMedian(value: number | null, unit: Figure['unit'], spread?: Range): string {
  const text = formatValue(value, unit);
  if (value === null || !spread) return text;
  const bare = (n: number) => formatValue(n, unit).replace(/ (B|ms|req\/s|MB)$/, '');
  return `${text} (${bare(spread.min)} to ${bare(spread.max)} over ${spread.runs})`;
}

/** One table row: figure, measured (median and spread), baseline, ratio, target, met, notes. */
export function row(figure: Figure): string {
  const r = ratio(figure);
  const met = targetMet(figure);
  const baseline = figure.baseline
    ? `${formatMedian(figure.baseline.value, figure.unit, figure.baseline.spread)} (${figure.baseline.name})`
    : '—';
  return `| ${figure.name} | ${formatMedian(figure.value, figure.unit, figure.spread)} | ${baseline} | ${r === null ? '—' : `${r.toFixed(2)}×`} | ${figure.target?.text ?? '—'} | ${met === null ? '—' : met ? 'yes' : '**no**'} | ${figure.note ?? ''} |`;
}

/** docs/benchmarks.md: one table per section, then what was not measured and how it was measured. */
export function renderReport(input: ReportInput): string {
  const out = [
    '# Benchmarks',
    '',
    `Measured ${input.date} by \`npm run bench\` (shared/devtools/src/bench); every figure is produced by`,
    'the script, none is typed in (except the last section, measured by hand, which the script keeps as it was).',
    'Regenerate with the same command.',
    '',
    `Machine: ${input.machine}.`,
    '',
  ];
  for (const section of sections) {
    const figures = input.figures.filter((f) => f.section === section);
    if (figures.length === 0) continue;
    out.push(`## ${section}`, '', '| figure | measured | baseline | ratio | target | met | notes |', '|---|---|---|---|---|---|---|');
    out.push(...figures.map(row), '');
  }
  if (input.skipped.length > 0) {
    out.push('## Not measured yet', '');
    out.push(...input.skipped.map((s) => `- ${s.what}: ${s.why}`), '');
  }
  out.push('## Method', '', ...input.method.map((m) => `- ${m}`), '');
  if (input.byHand) out.push(input.byHand, '');
  return out.join('\n');
}
