import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { built } from './build.ts';
import { firstLine, type Figure } from './figures.ts';
import { devtoolsDir, root } from './paths.ts';
import { startFixtureApi } from './fixture-api.ts';
import { previewDir, startNode, type Server } from './servers.ts';

const run = promisify(execFile);
const apiPort = 3203;
const fixturePort = 3204;
const runs = 3;
const chromeFlags = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

interface Lhr {
  runtimeError?: { code: string; message: string };
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
  if (lhr.categories.performance.score === null || lhr.runtimeError) {
    throw new Error(`Lighthouse could not score ${url}: ${lhr.runtimeError?.code ?? 'no performance score'} ${lhr.runtimeError?.message ?? ''}`);
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
}

async function medianOf(url: string, chromePath: string, dir: string, log: (line: string) => void): Promise<LighthouseRun> {
  const list: LighthouseRun[] = [];
  // A run Lighthouse cannot score (a rare headless hiccup) is logged and replaced, at most twice.
  for (let attempt = 1; list.length < runs && attempt <= runs + 2; attempt += 1) {
    try {
      list.push(await lighthouseOnce(url, chromePath, join(dir, `${encodeURIComponent(url)}-${attempt}.json`)));
      log(`  ${url} run ${attempt}: performance ${list.at(-1)?.performance}`);
    } catch (error) {
      log(`  ${url} run ${attempt} failed: ${firstLine(error)}`);
    }
  }
  if (list.length < runs) throw new Error(`only ${list.length} of ${runs} Lighthouse runs succeeded`);
  return medianRun(list);
}

const detail = (r: LighthouseRun) => `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms (median run of ${runs})`;

type Key = 'empty-react' | 'react-admin' | 'customer-site' | 'admin';
const ports: Record<Key, number> = { 'empty-react': 5301, 'react-admin': 5302, 'customer-site': 5303, admin: 5304 };

/** Lighthouse mobile, median of 3, on the built apps and baselines served by `vite preview`. */
export async function measureLighthouse(work: string, log: (line: string) => void): Promise<Figure[]> {
  const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  if (!chromePath) throw new Error('no Chromium (set CHROME_PATH or install Debian\'s chromium)');
  const dir = join(work, 'lighthouse');
  mkdirSync(dir, { recursive: true });

  let mock: Server | undefined;
  try {
    mock = await startNode(['--import', 'tsx', 'src/main.ts'], {
      cwd: join(root, 'mock-server'),
      env: { API_PORT: String(apiPort), DATA_FILE: join(dir, 'db.json'), SEED_FRESH: '1' },
      readyUrl: `http://127.0.0.1:${apiPort}/api/catalogue`,
    });
  } catch (error) {
    log(`mock server did not start, pages load without their API calls: ${firstLine(error)}`);
  }
  const fixtureApi = await startFixtureApi(fixturePort);
  const result: Partial<Record<Key, LighthouseRun>> = {};
  const errors: Partial<Record<Key, string>> = {};
  try {
    for (const key of Object.keys(ports) as Key[]) {
      log(`Lighthouse ${key}`);
      try {
        const server = await previewDir(await built(work, key), ports[key], apiPort, fixturePort);
        try {
          result[key] = await medianOf(`http://127.0.0.1:${ports[key]}/`, chromePath, dir, log);
        } finally {
          await server.close();
        }
      } catch (error) {
        errors[key] = firstLine(error);
        log(`${key} not measured: ${errors[key]}`);
      }
    }
  } finally {
    fixtureApi.close();
    await mock?.stop();
  }

  const figure = (name: string, key: Key, base: Key, category: 'performance' | 'accessibility', target: Figure['target']): Figure => {
    const run = result[key];
    const baseRun = result[base];
    return {
      section: 'Lighthouse (mobile)',
      name,
      value: run?.[category] ?? null,
      unit: 'score',
      baseline: { name: base === 'empty-react' ? 'empty React app' : 'one-resource react-admin app', value: baseRun?.[category] ?? null },
      target,
      note: run ? (category === 'performance' ? `${detail(run)}${baseRun ? `; baseline ${detail(baseRun)}` : ''}` : '') : `not measured: ${errors[key] ?? 'unknown'}`,
    };
  };
  return [
    figure('Customer site home: performance', 'customer-site', 'empty-react', 'performance', { kind: 'min', limit: 95, text: '≥ 95' }),
    figure('Customer site home: accessibility', 'customer-site', 'empty-react', 'accessibility', { kind: 'min', limit: 100, text: '100' }),
    figure('Admin console: performance', 'admin', 'react-admin', 'performance', { kind: 'min', limit: 90, text: '≥ 90' }),
    figure('Admin console: accessibility', 'admin', 'react-admin', 'accessibility', { kind: 'min', limit: 95, text: '≥ 95' }),
  ];
}
