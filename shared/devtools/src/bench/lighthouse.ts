import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { signedInBrowser, type SignedInBrowser } from './admin-session.ts';
import type { Page } from '@playwright/test';
import { built } from './build.ts';
import { chromeFlags, findChrome } from './chrome.ts';
import { firstLine, type Figure } from './figures.ts';
import { startFixtureApi } from './fixture-api.ts';
import { devtoolsDir } from './paths.ts';
import {
  pageFigures,
  type Category,
  type Compare,
  type FormFactor,
  type LighthouseRun,
  type Rounds,
  type Targets,
} from './lighthouse-figures.ts';
import { alternatingOrder, benchRounds } from './rounds.ts';
import { DEMO_API, freePort, previewDir, startSeededMock, type Server } from './servers.ts';
import { demoSignIn, startDemoApi } from './react-admin-demo.ts';

const run = promisify(execFile);

export type { Category, FormFactor, LighthouseRun } from './lighthouse-figures.ts';

export interface Lhr {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
  categories: Partial<Record<Category, { score: number | null }>>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string; statusCode?: number }[] } }>;
}

/** What a signed-in page must show: its hash route and a call only that page makes (seen in the LHR). */
export interface Expected {
  hash: string;
  request: string;
  what: string;
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
  formFactor: FormFactor;
  /** A signed-in browser to audit through (its session kept), instead of a fresh Chromium per run. */
  browser?: SignedInBrowser;
  expected?: Expected;
}

async function lighthouseOnce(target: Target, chromePath: string, out: string): Promise<LighthouseRun> {
  const connection = target.browser
    ? [`--port=${target.browser.port}`, '--hostname=127.0.0.1', '--disable-storage-reset']
    : [`--chrome-flags=${chromeFlags.join(' ')}`];
  // Lighthouse's own desktop configuration (no CPU slow-down beyond 1×, a wired link, a 1350 × 940 screen); mobile is its default.
  const preset = target.formFactor === 'desktop' ? ['--preset=desktop'] : [];
  await target.browser?.clearCache();
  await run(
    join(devtoolsDir, 'node_modules', '.bin', 'lighthouse'),
    [
      target.url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${target.categories.join(',')}`,
      ...preset,
      ...connection,
    ],
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

export type App = 'empty-react' | 'react-admin' | 'customer-site' | 'admin' | 'react-admin-demo';

const siteCategories: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
const adminCategories: Category[] = ['performance', 'accessibility'];
// The public pages are static HTML, so they must score like one.
const siteTargets: Targets = {
  performance: { kind: 'min', limit: 99, text: '≥ 99' },
  accessibility: { kind: 'min', limit: 100, text: '100' },
  'best-practices': { kind: 'min', limit: 95, text: '≥ 95' },
  seo: { kind: 'min', limit: 100, text: '100' },
};
// The console's performance is judged against the one-resource app, run in the same rounds (the paired
// difference below), not as an absolute score: on this machine and link no react-admin list scores 90.
const adminTargets: Targets = {
  accessibility: { kind: 'min', limit: 95, text: '≥ 95' },
};

export interface AuditedPage {
  key: string;
  app: App;
  path: string;
  name: string;
  categories: Category[];
  formFactors: FormFactor[];
  /** The baselines it is compared with (the first one's rounds decide the page's group); none for a baseline. */
  compares?: Compare[];
  /** Audited signed in (through `signIn`, the console's form by default); the LHR must show this page. */
  expected?: Expected;
  signIn?: (page: Page, origin: string) => Promise<void>;
  /** Texts the page's HTML must hold before any JavaScript runs, with what each is. */
  inHtml?: Record<string, string>;
}

// LCP at most the empty app's, TBT at most 200 ms in the same rounds.
const siteCompare: Compare = { baseline: 'empty-react', targets: siteTargets, lcp: { mobile: 1.0 }, tbtMax: 200 };
// The GB texts of customer-site/src/i18n (the bench builds the UK site): the FCA risk warning on every
// page, the representative example (its figures in the home section, the link to it in every page's footer).
const riskWarning = { 'risk warning': 'Late repayment can cause you serious money problems' };
const representative = { 'representative example': 'Representative example: borrowing £200 over 4 months' };
const consoleCompare: Compare = { baseline: 'react-admin', targets: adminTargets, performanceDifference: { min: -5 } };
const both: FormFactor[] = ['mobile', 'desktop'];
export const auditedPages: AuditedPage[] = [
  { key: 'empty-react', app: 'empty-react', path: '/', name: 'empty React app', categories: siteCategories, formFactors: ['mobile'] },
  {
    key: 'site-home',
    app: 'customer-site',
    path: '/',
    name: 'Customer site home',
    categories: siteCategories,
    formFactors: ['mobile'],
    compares: [siteCompare],
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
    formFactors: ['mobile'],
    compares: [siteCompare],
    inHtml: { ...riskWarning, ...representative, 'the form': '<form' },
  },
  {
    key: 'site-login',
    app: 'customer-site',
    path: '/login',
    name: 'Customer site login',
    categories: siteCategories,
    formFactors: ['mobile'],
    compares: [siteCompare],
    inHtml: { ...riskWarning, ...representative, 'the form': '<form' },
  },
  {
    key: 'react-admin',
    app: 'react-admin',
    path: '/',
    name: 'one-resource react-admin app',
    categories: adminCategories,
    formFactors: both,
  },
  {
    key: 'admin-login',
    app: 'admin',
    path: '/#/login',
    name: 'Admin sign-in',
    categories: adminCategories,
    formFactors: both,
    compares: [consoleCompare],
  },
  {
    key: 'admin-customers',
    app: 'admin',
    path: '/#/customers',
    name: 'Admin customer list',
    categories: adminCategories,
    formFactors: both,
    // LCP at most 1.3× the one-resource app's on a desktop (the floor react-admin allows) and at most the
    // react-admin demo's; shown on a phone.
    compares: [
      { ...consoleCompare, lcp: { mobile: null, desktop: 1.3 } },
      { baseline: 'react-admin-demo', performanceDifference: {}, lcp: { mobile: null, desktop: 1.0 } },
    ],
    expected: { hash: '#/customers', request: '/api/customer/search', what: 'customer list' },
  },
  {
    // react-admin's own demo, its customer list ("Visitors") signed in: run in the console's rounds.
    key: 'react-admin-demo',
    app: 'react-admin-demo',
    path: '/#/customers',
    name: 'react-admin demo (Posters Galore) customer list',
    categories: adminCategories,
    formFactors: both,
    compares: [{ baseline: 'react-admin', performanceDifference: {}, lcp: { mobile: null, desktop: null } }],
    expected: { hash: '#/customers', request: `${DEMO_API}/customers`, what: 'demo customer list' },
    signIn: demoSignIn,
  },
];

/**
 * The pages to audit: all, or (for a quick look while working on one page) the keys listed in
 * BENCH_LIGHTHOUSE_PAGES, comma-separated, e.g. `admin-customers`, with the baselines they are compared with.
 */
export function selectedPages(only = process.env.BENCH_LIGHTHOUSE_PAGES): AuditedPage[] {
  const keys = only
    ?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!keys?.length) return auditedPages;
  const unknown = keys.filter((k) => !auditedPages.some((p) => p.key === k));
  if (unknown.length > 0)
    throw new Error(
      `unknown page(s) in BENCH_LIGHTHOUSE_PAGES: ${unknown.join(', ')} (choose from ${auditedPages.map((p) => p.key).join(', ')})`,
    );
  const wanted = new Set(keys);
  // Twice: a baseline may itself be compared with one (the demo with the one-resource app).
  for (let pass = 0; pass < 2; pass += 1)
    for (const page of auditedPages) if (wanted.has(page.key)) for (const c of page.compares ?? []) wanted.add(c.baseline);
  return auditedPages.filter((p) => wanted.has(p.key));
}

/** A group of pages audited in alternating rounds: a baseline and the pages compared with it, in one form factor. */
export interface Group {
  formFactor: FormFactor;
  baseline: string;
  pages: string[];
}

/** The groups of the selected pages: per form factor, each baseline with the pages whose first comparison it is. */
export function groupsOf(pages: readonly AuditedPage[]): Group[] {
  const groups: Group[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const here = pages.filter((p) => p.formFactors.includes(formFactor));
    for (const baseline of here.filter((p) => !p.compares)) {
      // A page that is also a baseline (the demo) runs in the rounds of its own first comparison.
      const members = here.filter((p) => p.compares?.[0]?.baseline === baseline.key).map((p) => p.key);
      if (members.length > 0) groups.push({ formFactor, baseline: baseline.key, pages: members });
    }
  }
  return groups;
}

/** The required texts missing from `html` (by what they are). */
export function missingFromHtml(html: string, required: Record<string, string>): string[] {
  return Object.entries(required)
    .filter(([, text]) => !html.includes(text))
    .map(([what]) => what);
}

type Log = (line: string) => void;

/**
 * Audits a group's pages in alternating rounds (baseline, page, page, baseline, ...); a run Lighthouse
 * cannot score is tried once more, a run that reached the wrong page ends that page's audits.
 */
async function auditGroup(
  group: Group,
  pages: readonly AuditedPage[],
  origins: Record<string, string>,
  chromePath: string,
  dir: string,
  rounds: number,
  log: Log,
  errors: Record<string, string>,
): Promise<Rounds> {
  const byKey = new Map(pages.map((p) => [p.key, p]));
  const result: Record<string, (LighthouseRun | undefined)[]> = {};
  const browsers = new Map<string, SignedInBrowser>();
  try {
    for (const { round, key } of alternatingOrder(group.baseline, group.pages, rounds)) {
      const page = byKey.get(key);
      if (!page || errors[key]) continue;
      const origin = origins[page.app] ?? '';
      const list = (result[key] ??= []);
      try {
        let browser = browsers.get(key);
        if (page.expected && !browser) {
          browser = await signedInBrowser(origin, chromePath, dir, page.signIn);
          browsers.set(key, browser);
        }
        const target = {
          url: `${origin}${page.path}`,
          categories: page.categories,
          formFactor: group.formFactor,
          browser,
          expected: page.expected,
        };
        for (let attempt = 1; attempt <= 2 && list[round] === undefined; attempt += 1) {
          try {
            const measured = await lighthouseOnce(target, chromePath, join(dir, `${group.formFactor}-${key}-${round}-${attempt}.json`));
            list[round] = measured;
            const scores = Object.entries(measured.scores).map(([c, v]) => `${c} ${v}`);
            log(`  ${group.formFactor} round ${round + 1} ${key}: ${scores.join(', ')}, LCP ${Math.round(measured.lcp)} ms`);
          } catch (error) {
            if (error instanceof WrongPage) throw error;
            log(`  ${group.formFactor} round ${round + 1} ${key} attempt ${attempt} failed: ${firstLine(error)}`);
          }
        }
      } catch (error) {
        errors[key] = firstLine(error);
        log(`${key} not measured: ${errors[key]}`);
      }
    }
  } finally {
    for (const browser of browsers.values()) await browser.close();
  }
  return result;
}

/**
 * Lighthouse on the built apps' pages and the baselines, all served by `vite preview` at once: each page
 * in alternating rounds with its baseline (five, or two with BENCH_QUICK=1), mobile, and desktop for the
 * console; each figure the median of the rounds with its spread.
 */
export async function measureLighthouse(work: string, log: Log): Promise<Figure[]> {
  const chromePath = findChrome();
  const pages = selectedPages();
  const rounds = benchRounds();
  const dir = join(work, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const [apiPort, fixturePort] = [await freePort(), await freePort()];

  let mock: Server | undefined;
  try {
    mock = await startSeededMock(apiPort, join(dir, 'db.json'));
  } catch (error) {
    log(`mock server did not start, pages load without their API calls: ${firstLine(error)}`);
  }
  const fixtureApi = await startFixtureApi(fixturePort);
  const servers: { close(): Promise<void> }[] = [];
  let demoApi: Server | undefined;
  const demoApiPort = await freePort();
  const origins: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const html: Record<string, string> = {};
  const results: Record<FormFactor, Rounds> = { mobile: {}, desktop: {} };
  try {
    for (const app of new Set(pages.map((p) => p.app))) {
      try {
        const port = await freePort();
        const outDir = await built(work, app);
        if (app === 'react-admin-demo') demoApi = await startDemoApi(outDir, demoApiPort);
        servers.push(await previewDir(outDir, port, apiPort, fixturePort, demoApiPort));
        origins[app] = `http://127.0.0.1:${port}`;
      } catch (error) {
        for (const page of pages.filter((p) => p.app === app)) errors[page.key] = firstLine(error);
        log(`${app} not served: ${firstLine(error)}`);
      }
    }
    // The HTML as a crawler or a browser without JavaScript gets it.
    for (const page of pages) {
      if (page.inHtml && origins[page.app]) html[page.key] = await (await fetch(`${origins[page.app]}${page.path}`)).text();
    }
    for (const group of groupsOf(pages)) {
      log(`Lighthouse ${group.formFactor}: ${group.baseline} against ${group.pages.join(', ')}, ${rounds} rounds`);
      Object.assign(results[group.formFactor], await auditGroup(group, pages, origins, chromePath, dir, rounds, log, errors));
    }
  } finally {
    for (const server of servers) await server.close();
    fixtureApi.close();
    await demoApi?.stop();
    await mock?.stop();
  }

  const names = Object.fromEntries(auditedPages.map((p) => [p.key, p.name]));
  const figures: Figure[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const compares = page.compares;
      if (!compares || !page.formFactors.includes(formFactor)) continue;
      if (page.inHtml && formFactor === 'mobile') {
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
      figures.push(...pageFigures({ ...page, compares }, formFactor, results[formFactor], names, errors));
    }
  }
  return figures;
}
