import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { signedInBrowser, type SignedInBrowser } from './admin-session.ts';
import { built } from './build.ts';
import { chromeFlags, findChrome } from './chrome.ts';
import { firstLine, type Figure } from './figures.ts';
import { startFixtureApi } from './fixture-api.ts';
import { devtoolsDir } from './paths.ts';
import { previewDir, startSeededMock, type Server } from './servers.ts';
import { median } from './stats.ts';

const run = promisify(execFile);
const apiPort = 3203;
const fixturePort = 3204;
const runs = 3;

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const categoryNames: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

export interface Lhr {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
  categories: Partial<Record<Category, { score: number | null }>>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string; statusCode?: number }[] } }>;
}

export interface LighthouseRun {
  scores: Partial<Record<Category, number>>;
  lcp: number;
  tbt: number;
  cls: number;
}

/** What a signed-in page must show: its hash route and a call only that page makes (seen in the LHR). */
export interface Expected {
  hash: string;
  request: string;
  what: string;
}

/** The run with the median performance score (its LCP and TBT go into the notes). */
export function medianRun(list: LighthouseRun[]): LighthouseRun {
  const sorted = [...list].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

/** Each category's median score over the runs (scores of 3 runs: the middle one). */
export function medianScores(list: LighthouseRun[], categories: readonly Category[]): Partial<Record<Category, number>> {
  const scores: Partial<Record<Category, number>> = {};
  for (const category of categories) {
    const values = list.map((r) => r.scores[category]).filter((v): v is number => v !== undefined);
    if (values.length > 0) scores[category] = Math.round(median(values));
  }
  return scores;
}

/**
 * Why an audit of a signed-in page did not audit that page, or null when it did: the final URL must keep
 * the page's hash route (a lost session sends the console to #/login) and the page's own API call must
 * have answered 200.
 */
export function wrongPage(lhr: Lhr, expected: Expected): string | null {
  const finalUrl = lhr.finalDisplayedUrl ?? '';
  if (/#\/login\b/.test(finalUrl)) return `landed on the sign-in page (${finalUrl}), not the ${expected.what}: the staff session was lost`;
  if (!finalUrl.includes(expected.hash)) return `ended on ${finalUrl || 'an unknown URL'}, not the ${expected.what}`;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  if (!requests.some((r) => r.url?.includes(expected.request) && r.statusCode === 200)) {
    return `the ${expected.what} did not load (no successful ${expected.request} request)`;
  }
  return null;
}

/** An audit that reached the wrong page: not retried, the figure fails with this message. */
class WrongPage extends Error {}

interface Target {
  url: string;
  categories: readonly Category[];
  /** A signed-in browser to audit through (its session kept), instead of a fresh Chromium per run. */
  browser?: SignedInBrowser;
  expected?: Expected;
}

async function lighthouseOnce(target: Target, chromePath: string, out: string): Promise<LighthouseRun> {
  const connection = target.browser
    ? [`--port=${target.browser.port}`, '--hostname=127.0.0.1', '--disable-storage-reset']
    : [`--chrome-flags=${chromeFlags.join(' ')}`];
  await target.browser?.clearCache();
  await run(
    join(devtoolsDir, 'node_modules', '.bin', 'lighthouse'),
    [target.url, '--quiet', '--output=json', `--output-path=${out}`, `--only-categories=${target.categories.join(',')}`, ...connection],
    { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000 },
  );
  // BENCH_KEEP_REPORTS=<dir> keeps each Lighthouse JSON report there (the work directory is deleted after the run).
  const keep = process.env.BENCH_KEEP_REPORTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(out, join(keep, basename(out)));
  }
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  const unscored = target.categories.filter((c) => typeof lhr.categories[c]?.score !== 'number');
  if (unscored.length > 0 || lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not score ${target.url}: ${lhr.runtimeError?.code ?? `no ${unscored.join(', ')} score`} ${lhr.runtimeError?.message ?? ''}`,
    );
  }
  const problem = target.expected ? wrongPage(lhr, target.expected) : null;
  if (problem) throw new WrongPage(problem);
  const scores: Partial<Record<Category, number>> = {};
  for (const category of target.categories) scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

async function medianOf(target: Target, chromePath: string, dir: string, log: (line: string) => void): Promise<LighthouseRun> {
  const list: LighthouseRun[] = [];
  // A run Lighthouse cannot score (a rare headless hiccup) is logged and replaced, at most twice.
  for (let attempt = 1; list.length < runs && attempt <= runs + 2; attempt += 1) {
    try {
      list.push(await lighthouseOnce(target, chromePath, join(dir, `${encodeURIComponent(target.url)}-${attempt}.json`)));
      log(
        `  ${target.url} run ${attempt}: ${Object.entries(list.at(-1)?.scores ?? {})
          .map(([c, s]) => `${c} ${s}`)
          .join(', ')}`,
      );
    } catch (error) {
      if (error instanceof WrongPage) throw error;
      log(`  ${target.url} run ${attempt} failed: ${firstLine(error)}`);
    }
  }
  if (list.length < runs) throw new Error(`only ${list.length} of ${runs} Lighthouse runs succeeded`);
  return { ...medianRun(list), scores: medianScores(list, target.categories) };
}

const detail = (r: LighthouseRun) =>
  `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)} (median run of ${runs})`;

type App = 'empty-react' | 'react-admin' | 'customer-site' | 'admin';
const appPorts: Record<App, number> = { 'empty-react': 5301, 'react-admin': 5302, 'customer-site': 5303, admin: 5304 };

const siteCategories: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
const adminCategories: Category[] = ['performance', 'accessibility'];
type Targets = Partial<Record<Category, Figure['target']>>;
// The public pages are static HTML, so they must score like one.
const siteTargets: Targets = {
  performance: { kind: 'min', limit: 99, text: '≥ 99' },
  accessibility: { kind: 'min', limit: 100, text: '100' },
  'best-practices': { kind: 'min', limit: 95, text: '≥ 95' },
  seo: { kind: 'min', limit: 100, text: '100' },
};
const adminTargets: Targets = {
  performance: { kind: 'min', limit: 90, text: '≥ 90' },
  accessibility: { kind: 'min', limit: 95, text: '≥ 95' },
};

interface AuditedPage {
  key: string;
  app: App;
  path: string;
  name: string;
  categories: Category[];
  /** The page's baseline (another AuditedPage's key) and its targets; none for the baselines themselves. */
  compare?: { baseline: string; targets: Targets };
  /** Audited signed in as staff; the LHR must show this page. */
  expected?: Expected;
  /** Texts the page's HTML must hold before any JavaScript runs, with what each is. */
  inHtml?: Record<string, string>;
  /** Its LCP and TBT are figures of their own against the baseline's, LCP at most the baseline's. */
  timings?: boolean;
}

const siteCompare = { baseline: 'empty-react', targets: siteTargets };
// The GB texts of customer-site/src/i18n (the bench builds the UK site): the FCA risk warning on every
// page, the representative example (its figures in the home section, the link to it in every page's footer).
const riskWarning = { 'risk warning': 'Late repayment can cause you serious money problems' };
const representative = { 'representative example': 'Representative example: borrowing £200 over 4 months' };
const consoleCompare = { baseline: 'react-admin', targets: adminTargets };
export const auditedPages: AuditedPage[] = [
  { key: 'empty-react', app: 'empty-react', path: '/', name: 'empty React app', categories: siteCategories },
  {
    key: 'site-home',
    app: 'customer-site',
    path: '/',
    name: 'Customer site home',
    categories: siteCategories,
    compare: siteCompare,
    timings: true,
    inHtml: {
      ...riskWarning,
      ...representative,
      'default schedule (100 over three)': '<caption>Sample repayment schedule</caption>',
      'schedule total £100.00': '<td>£100.00</td>',
    },
  },
  {
    key: 'site-registration',
    app: 'customer-site',
    path: '/register/personal-details',
    name: 'Customer site registration',
    categories: siteCategories,
    compare: siteCompare,
    timings: true,
    inHtml: { ...riskWarning, ...representative, 'the form': '<form' },
  },
  {
    key: 'site-login',
    app: 'customer-site',
    path: '/login',
    name: 'Customer site login',
    categories: siteCategories,
    compare: siteCompare,
    timings: true,
    inHtml: { ...riskWarning, ...representative, 'the form': '<form' },
  },
  { key: 'react-admin', app: 'react-admin', path: '/', name: 'one-resource react-admin app', categories: adminCategories },
  { key: 'admin-login', app: 'admin', path: '/#/login', name: 'Admin sign-in', categories: adminCategories, compare: consoleCompare },
  {
    key: 'admin-customers',
    app: 'admin',
    path: '/#/customers',
    name: 'Admin customer list',
    categories: adminCategories,
    compare: consoleCompare,
    expected: { hash: '#/customers', request: '/api/customer/search', what: 'customer list' },
  },
];

/**
 * The pages to audit: all, or (for a quick look while working on one page) the keys listed in
 * BENCH_LIGHTHOUSE_PAGES, comma-separated, e.g. `admin-customers`.
 */
function selectedPages(): AuditedPage[] {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!only?.length) return auditedPages;
  const unknown = only.filter((k) => !auditedPages.some((p) => p.key === k));
  if (unknown.length > 0)
    throw new Error(
      `unknown page(s) in BENCH_LIGHTHOUSE_PAGES: ${unknown.join(', ')} (choose from ${auditedPages.map((p) => p.key).join(', ')})`,
    );
  return auditedPages.filter((p) => only.includes(p.key));
}

/** The required texts missing from `html` (by what they are). */
export function missingFromHtml(html: string, required: Record<string, string>): string[] {
  return Object.entries(required)
    .filter(([, text]) => !html.includes(text))
    .map(([what]) => what);
}

async function auditApp(app: App, pages: AuditedPage[], work: string, chromePath: string, dir: string, log: (line: string) => void) {
  const result: Record<string, LighthouseRun> = {};
  const errors: Record<string, string> = {};
  const html: Record<string, string> = {};
  const origin = `http://127.0.0.1:${appPorts[app]}`;
  const server = await previewDir(await built(work, app), appPorts[app], apiPort, fixturePort);
  try {
    for (const page of pages) {
      // The HTML as a crawler or a browser without JavaScript gets it.
      if (page.inHtml) html[page.key] = await (await fetch(`${origin}${page.path}`)).text();
      log(`Lighthouse ${page.key} (${page.path})`);
      let browser: SignedInBrowser | undefined;
      try {
        if (page.expected) browser = await signedInBrowser(origin, chromePath, dir);
        result[page.key] = await medianOf(
          { url: `${origin}${page.path}`, categories: page.categories, browser, expected: page.expected },
          chromePath,
          dir,
          log,
        );
      } catch (error) {
        errors[page.key] = firstLine(error);
        log(`${page.key} not measured: ${errors[page.key]}`);
      } finally {
        await browser?.close();
      }
    }
  } finally {
    await server.close();
  }
  return { result, errors, html };
}

/** Lighthouse mobile, median of 3, on the built apps' pages and the baselines, served by `vite preview`. */
export async function measureLighthouse(work: string, log: (line: string) => void): Promise<Figure[]> {
  const chromePath = findChrome();
  const pages = selectedPages();
  const dir = join(work, 'lighthouse');
  mkdirSync(dir, { recursive: true });

  let mock: Server | undefined;
  try {
    mock = await startSeededMock(apiPort, join(dir, 'db.json'));
  } catch (error) {
    log(`mock server did not start, pages load without their API calls: ${firstLine(error)}`);
  }
  const fixtureApi = await startFixtureApi(fixturePort);
  const result: Record<string, LighthouseRun> = {};
  const errors: Record<string, string> = {};
  const html: Record<string, string> = {};
  try {
    for (const app of Object.keys(appPorts) as App[]) {
      const ofApp = pages.filter((p) => p.app === app);
      if (ofApp.length === 0) continue;
      try {
        const audited = await auditApp(app, ofApp, work, chromePath, dir, log);
        Object.assign(result, audited.result);
        Object.assign(errors, audited.errors);
        Object.assign(html, audited.html);
      } catch (error) {
        for (const page of ofApp) errors[page.key] = firstLine(error);
        log(`${app} not measured: ${firstLine(error)}`);
      }
    }
  } finally {
    fixtureApi.close();
    await mock?.stop();
  }

  const figures: Figure[] = [];
  for (const page of pages) {
    if (!page.compare) continue;
    const { baseline, targets } = page.compare;
    const own = result[page.key];
    const base = result[baseline];
    const baseName = auditedPages.find((p) => p.key === baseline)?.name ?? baseline;
    if (page.inHtml) {
      const text = html[page.key];
      const missing = text === undefined ? null : missingFromHtml(text, page.inHtml);
      const count = Object.keys(page.inHtml).length;
      figures.push({
        section: 'Lighthouse (mobile)',
        name: `${page.name}: in the HTML before JavaScript`,
        value: missing === null ? null : count - missing.length,
        unit: 'score',
        target: { kind: 'min', limit: count, text: `all ${count}` },
        note:
          missing === null
            ? 'not measured: the page was not fetched'
            : missing.length > 0
              ? `missing: ${missing.join(', ')}`
              : Object.keys(page.inHtml).join(', '),
      });
    }
    if (page.timings) {
      const baseText = (ms: number) => `≤ ${(ms / 1000).toFixed(2)} s (1.0× baseline)`;
      figures.push({
        section: 'Lighthouse (mobile)',
        name: `${page.name}: LCP`,
        value: own ? Math.round(own.lcp) : null,
        unit: 'ms',
        baseline: { name: baseName, value: base ? Math.round(base.lcp) : null },
        ...(base ? { target: { kind: 'max' as const, limit: Math.round(base.lcp), text: baseText(base.lcp) } } : {}),
        note: own ? `same run; CLS ${own.cls.toFixed(3)}` : `not measured: ${errors[page.key] ?? 'unknown'}`,
      });
      figures.push({
        section: 'Lighthouse (mobile)',
        name: `${page.name}: TBT`,
        value: own ? Math.round(own.tbt) : null,
        unit: 'ms',
        baseline: { name: baseName, value: base ? Math.round(base.tbt) : null },
        note: own ? 'same run' : `not measured: ${errors[page.key] ?? 'unknown'}`,
      });
    }
    for (const category of page.categories) {
      figures.push({
        section: 'Lighthouse (mobile)',
        name: `${page.name}: ${categoryNames[category]}`,
        value: own?.scores[category] ?? null,
        unit: 'score',
        baseline: { name: baseName, value: base?.scores[category] ?? null },
        target: targets[category],
        note: own
          ? category === 'performance'
            ? `${detail(own)}${base ? `; baseline ${detail(base)}` : ''}`
            : ''
          : `not measured: ${errors[page.key] ?? 'unknown'}`,
      });
    }
  }
  return figures;
}
