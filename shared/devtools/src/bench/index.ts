// `npm run bench`: measures Pronto against baselines and writes docs/benchmarks.md.
// `npm run bench -- sizes latency` runs only some measurements (sizes, lighthouse, latency, report).
import { cpus, loadavg, totalmem } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLine, type Figure } from './figures.ts';
import { measureLatency } from './latency.ts';
import { measureLighthouse } from './lighthouse.ts';
import { makeWorkDir, root } from './paths.ts';
import { renderReport } from './report.ts';
import { measureReportSummary } from './report-summary.ts';
import { measureSizes } from './sizes.ts';

const measurements = {
  sizes: { what: 'First-load JavaScript', run: measureSizes },
  lighthouse: { what: 'Lighthouse (mobile)', run: measureLighthouse },
  latency: { what: 'Mock API latency and memory', run: measureLatency },
  report: { what: 'Report summary', run: measureReportSummary },
} as const;
type Name = keyof typeof measurements;

const method = [
  'First-load JavaScript: the JS files a browser fetches before the page renders — the entry chunk, its static imports and, for a lazily loaded page, that page chunk and its static imports — read from the Vite manifest of a production build, gzip level 6 (CSS and images not counted).',
  'Baselines are built by the script itself in a temporary directory: an empty React 19 + Vite 8 app (create-vite template without logos) and react-admin\'s one-resource quick start (ListGuesser over ra-data-simple-rest), with the same Vite and React versions as the apps.',
  'Lighthouse 12.8: mobile form factor, default throttling, Debian\'s Chromium headless (CHROME_PATH), median performance score of 3 runs; the apps are served by `vite preview` against the seeded mock API.',
  'Report summary: `summaryReport` of @pronto/domain over the UK loans of the mock server\'s seed (written by its seed script) and over that book repeated 10 times with fresh ids; median of 7 runs after a warm-up.',
  'Mock API: autocannon, 10 connections for 10 s on loopback, against the mock server and against plain json-server 0.17.4 serving a copy of the same seeded data; the mock is seeded once, then started again from its data file (as `npm start` runs it after the first time); peak memory is each process\'s peak resident set size (VmHWM) during the load, counted from just before it (Linux clear_refs).',
];

const log = (line: string) => console.log(`[bench] ${line}`);
const args = process.argv.slice(2);
const wanted = (args.length > 0 ? args : Object.keys(measurements)) as Name[];
const unknown = wanted.filter((name) => !(name in measurements));
if (unknown.length > 0) {
  console.error(`Unknown measurement(s): ${unknown.join(', ')}. Choose from: ${Object.keys(measurements).join(', ')}.`);
  process.exit(2);
}

// Taken before the run: other work on the machine skews Lighthouse and latency figures.
const loadBefore = loadavg()[0] ?? 0;
const work = makeWorkDir();
const figures: Figure[] = [];
const skipped: { what: string; why: string }[] = [];
for (const name of Object.keys(measurements) as Name[]) {
  const { what, run } = measurements[name];
  if (!wanted.includes(name)) {
    skipped.push({ what, why: `not run this time (\`npm run bench -- ${name}\`)` });
    continue;
  }
  const started = Date.now();
  try {
    figures.push(...(await run(work, log)));
    log(`${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    const why = firstLine(error);
    log(`${name} failed: ${why}`);
    skipped.push({ what, why: `failed — ${why}` });
  }
}
rmSync(work, { recursive: true, force: true });

const machine = `${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; load average ${loadBefore.toFixed(1)} at the start (figures are noisy when it exceeds the core count)`;
const page = renderReport({ date: new Date().toISOString().slice(0, 10), machine, figures, skipped, method });
const target = join(root, 'docs', 'benchmarks.md');
writeFileSync(target, page);
log(`wrote ${target}`);
if (skipped.some((s) => s.why.startsWith('failed')) || figures.some((f) => f.value === null)) process.exitCode = 1;
