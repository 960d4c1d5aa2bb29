import { describe, expect, it } from 'vitest';
import type { Figure } from './figures.ts';
import { BY_HAND_HEADING, byHandPart, formatMedian, formatValue, renderReport, row } from './report.ts';

const size: Figure = {
  section: 'First-load JavaScript',
  name: 'Customer site: home',
  value: 101_000,
  unit: 'B',
  baseline: { name: 'empty React app', value: 67_853 },
  target: { kind: 'max', limit: 108_565, text: '≤ 1.6× baseline' },
};

describe('benchmarks page', () => {
  it('keeps the section measured by hand of the page it replaces, at its end', () => {
    const old = renderReport({ date: '2026-11-21', machine: 'old', figures: [size], skipped: [], method: ['old method'] });
    const byHand = `${BY_HAND_HEADING}\n\n### Test suite time\n\n| run | e2e |\n|---|---|\n| clean clone | 9 min 40 s |`;
    const kept = byHandPart(`${old}\n${byHand}\n`);
    expect(kept).toBe(byHand);
    const page = renderReport({ date: '2026-11-28', machine: 'new', figures: [size], skipped: [], method: ['new method'], byHand: kept });
    expect(page).toContain('Measured 2026-11-28');
    expect(page.endsWith(`- new method\n\n${byHand}\n`)).toBe(true);
    expect(page).not.toContain('old method');
    expect(byHandPart(old)).toBe('');
  });

  it('shows figure, baseline, ratio, target and whether it is met', () => {
    const page = renderReport({ date: '2026-11-21', machine: 'test', figures: [size], skipped: [], method: [] });
    expect(page).toContain('| Customer site: home | 101,000 B | 67,853 B (empty React app) | 1.49× | ≤ 1.6× baseline | yes |');
  });

  it('marks a missed target and lists what was not measured', () => {
    const page = renderReport({
      date: '2026-11-21',
      machine: 'test',
      method: [],
      figures: [{ ...size, value: 120_000 }],
      skipped: [{ what: 'Lighthouse', why: 'no Chromium' }],
    });
    expect(page).toContain('| 1.77× | ≤ 1.6× baseline | **no** |');
    expect(page).toContain('## Not measured yet\n\n- Lighthouse: no Chromium');
  });

  it('formats each unit', () => {
    expect(formatValue(null, 'ms')).toBe('not measured');
    expect(formatValue(4.25, 'ms')).toBe('4.3 ms');
    expect(formatValue(733, 'ms')).toBe('733 ms');
    expect(formatValue(96.4, 'score')).toBe('96');
    expect(formatValue(1534.7, 'req/s')).toBe('1,535 req/s');
  });
});

describe('medians with their spread', () => {
  it('prints a median with the lowest and highest run, on both sides of a comparison', () => {
    const lcp: Figure = {
      section: 'Lighthouse (desktop)',
      name: 'Admin customer list: LCP',
      value: 1140,
      unit: 'ms',
      spread: { min: 1020, max: 1310, runs: 5 },
      baseline: { name: 'one-resource react-admin app', value: 644, spread: { min: 610, max: 700, runs: 5 } },
      target: { kind: 'max', limit: 837, text: '≤ 1.3× baseline' },
    };
    expect(row(lcp)).toBe(
      '| Admin customer list: LCP | 1,140 ms (1,020 to 1,310 over 5) | 644 ms (610 to 700 over 5) (one-resource react-admin app) | 1.77× | ≤ 1.3× baseline | **no** |  |',
    );
  });

  it('signs a paired difference of scores', () => {
    expect(formatMedian(-5, 'points', { min: -9, max: 2, runs: 5 })).toBe('−5 (−9 to +2 over 5)');
    expect(formatMedian(3, 'points')).toBe('+3');
  });
});
