import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { built } from './build.ts';
import type { Figure } from './figures.ts';
import { devtoolsDir, root } from './paths.ts';
import { previewDir, startNode } from './servers.ts';

const run = promisify(execFile);
const apiPort = 3203;
const runs = 3;
const chromeFlags = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

interface Lhr {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
}

/** The run with the median performance score (Lighthouse's own advice for noisy scores). */
export function medianRun(list: LighthouseRun[]): LighthouseRun {
  const sorted = [...list].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

async function lighthouseOnce(url: string, chromePath: string, out: string): Promise<LighthouseRun> {
  await run(join(devtoolsDir, 'node_modules', '.bin', 'lighthouse'), [
    url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility',
    `--chrome-flags=${chromeFlags.join(' ')}`,
  ], { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000 });
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
}

async function medianOf(url: string, chromePath: string, dir: string, log: (line: string) => void): Promise<LighthouseRun> {
  const list: LighthouseRun[] = [];
  for (let i = 1; i <= runs; i += 1) {
    list.push(await lighthouseOnce(url, chromePath, join(dir, `${encodeURIComponent(url)}-${i}.json`)));
    log(`  ${url} run ${i}: performance ${list.at(-1)?.performance}`);
  }
  return medianRun(list);
}

const detail = (r: LighthouseRun) => `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms (median run of ${runs})`;

/** Lighthouse mobile, median of 3, on the built apps and baselines served by `vite preview`. */
export async function measureLighthouse(work: string, log: (line: string) => void): Promise<Figure[]> {
  const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  if (!chromePath) throw new Error('no Chromium (set CHROME_PATH or install Debian\'s chromium)');
  const dir = join(work, 'lighthouse');
  mkdirSync(dir, { recursive: true });

  log('building (or reusing) the apps and baselines');
  const targets = [
    { key: 'empty-react', port: 5301, dist: await built(work, 'empty-react') },
    { key: 'react-admin', port: 5302, dist: await built(work, 'react-admin') },
    { key: 'customer-site', port: 5303, dist: await built(work, 'customer-site') },
    { key: 'admin', port: 5304, dist: await built(work, 'admin') },
  ] as const;

  const mock = await startNode(['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'mock-server'),
    env: { API_PORT: String(apiPort), DATA_FILE: join(dir, 'db.json'), SEED_FRESH: '1' },
    readyUrl: `http://127.0.0.1:${apiPort}/api/catalogue`,
  });
  const previews = await Promise.all(targets.map((t) => previewDir(t.dist, t.port, apiPort)));
  try {
    const result: Partial<Record<(typeof targets)[number]['key'], LighthouseRun>> = {};
    for (const target of targets) {
      log(`Lighthouse ${target.key}`);
      result[target.key] = await medianOf(`http://127.0.0.1:${target.port}/`, chromePath, dir, log);
    }
    const { 'empty-react': empty, 'react-admin': admin0, 'customer-site': site, admin } = result as Required<typeof result>;
    const baseEmpty = 'empty React app';
    const baseAdmin = 'one-resource react-admin app';
    return [
      { section: 'Lighthouse (mobile)', name: 'Customer site home: performance', value: site.performance, unit: 'score', baseline: { name: baseEmpty, value: empty.performance }, target: { kind: 'min', limit: 90, text: '≥ 90' }, note: detail(site) },
      { section: 'Lighthouse (mobile)', name: 'Customer site home: accessibility', value: site.accessibility, unit: 'score', baseline: { name: baseEmpty, value: empty.accessibility }, target: { kind: 'min', limit: 95, text: '≥ 95' } },
      { section: 'Lighthouse (mobile)', name: 'Admin console: performance', value: admin.performance, unit: 'score', baseline: { name: baseAdmin, value: admin0.performance }, target: { kind: 'min', limit: admin0.performance, text: '≥ baseline' }, note: `${detail(admin)}; baseline ${detail(admin0)}` },
      { section: 'Lighthouse (mobile)', name: 'Admin console: accessibility', value: admin.accessibility, unit: 'score', baseline: { name: baseAdmin, value: admin0.accessibility }, target: { kind: 'min', limit: 90, text: '≥ 90' } },
    ];
  } finally {
    await Promise.all(previews.map((p) => p.close()));
    await mock.stop();
  }
}
