import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Loan } from '@pronto/api';
import { summaryPeriods, summaryReport } from '@pronto/domain';
import type { Figure } from './figures.ts';
import { root } from './paths.ts';

const RUNS = 7;

/** Median wall time in ms of `run` over RUNS runs (after one warm-up). */
function medianMs(run: () => unknown): number {
  run();
  const times = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10;
}

/** The book repeated `times` times with fresh loan and customer ids, so borrower histories keep their shape. */
function multiplied(loans: readonly Loan[], times: number): Loan[] {
  const maxLoan = Math.max(...loans.map((l) => l.id));
  const maxCustomer = Math.max(...loans.map((l) => l.customerId));
  return Array.from({ length: times }, (_, copy) =>
    loans.map((loan) => ({ ...loan, id: loan.id + copy * maxLoan, customerId: loan.customerId + copy * maxCustomer })),
  ).flat();
}

/**
 * The report summary (12 UK quarters) computed by @pronto/domain over the mock server's
 * seeded book, and over the same book 10 times larger. The seed comes from the mock's own seed script.
 */
export async function measureReportSummary(work: string, log: (line: string) => void): Promise<Figure[]> {
  const dataFile = join(work, 'report-seed.json');
  log('writing the seeded book');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--reset'], {
    cwd: join(root, 'mock-server'),
    env: { ...process.env, DATA_FILE: dataFile },
    stdio: 'ignore',
  });
  const { loans } = JSON.parse(readFileSync(dataFile, 'utf8')) as { loans: Loan[] };
  const uk = loans.filter((loan) => loan.country === 'GB');
  const periods = summaryPeriods('GB');
  const asOf = '2026-11-01';
  const figure = (name: string, book: Loan[], limit: number, text: string): Figure => ({
    section: 'Report summary',
    name,
    value: medianMs(() => summaryReport(book, periods, { asOf })),
    unit: 'ms',
    target: { kind: 'max', limit, text },
    note: `${book.length.toLocaleString('en-GB')} UK loans, median of ${RUNS} runs`,
  });
  log(`timing the summary over ${uk.length} UK loans and 10x that`);
  return [
    figure('12 UK quarters over the seeded book', uk, 300, '< 300 ms'),
    figure('12 UK quarters over 10× the seeded book', multiplied(uk, 10), 2000, '< 2 s'),
  ];
}
