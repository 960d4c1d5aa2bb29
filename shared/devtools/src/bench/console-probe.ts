// `tsx shared/devtools/src/bench/console-probe.ts [runs] [admin dist]`: a close look at the console's
// signed-in customer list on a cold load, at 4× CPU throttling (desktop viewport), in Chromium:
// - the chain before the `customer/search` request: how many script loads lie between the page and the
//   script that sends the request (each script's initiator, from the Chrome DevTools Protocol), and how many
//   scripts had loaded before it started;
// - forced layouts (layouts run synchronously from JavaScript, the trace's Layout events with a stack) and
//   the longest of them, with the function that forced it.
// Builds the admin (unless given a built directory), serves it with `vite preview` against a freshly seeded
// mock API, signs in through the console's form, then opens `/#/customers` `runs` times (default 5).
// PROBE_MOBILE=1 for a phone's screen; PROBE_PROFILE=<file> keeps the last run's CPU profile; PROBE_CPU=<rate> throttles the CPU otherwise than 4×; PROBE_TIMELINE=1 lists each run's scripts and API calls with their times and sizes.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { signIn } from './admin-session.ts';
import { built } from './build.ts';
import { findChrome, playwrightFlags } from './chrome.ts';
import { gzipSize } from './first-load.ts';
import { makeWorkDir } from './paths.ts';
import { freePort, previewDir, startSeededMock } from './servers.ts';
import { median } from './stats.ts';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  args?: { beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] } };
}

export interface Chain {
  /** The longest chain of script loads (each started by a script before it) finished before the request started. */
  depth: number;
  /** The scripts of that chain, page first. */
  scripts: string[];
  /** Scripts whose load started before the request did. */
  scriptsBefore: number;
  /** When the request started, ms after navigation. */
  startMs: number;
}

export interface Sent {
  id: string;
  url: string;
  type: string;
  /** Start, in seconds (the protocol's monotonic clock). */
  at: number;
  /** End of the load, in seconds; Infinity while it lasts. */
  done: number;
  /** The scripts on the initiator's stack (the parser's document for a script tag or a modulepreload). */
  initiators: string[];
}

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** Every URL on a request's initiator stack, its async parents included, or the parser's URL. */
export function initiatorUrls(initiator: Initiator): string[] {
  const urls: string[] = [];
  for (let stack = initiator.stack; stack; stack = stack.parent) urls.push(...stack.callFrames.map((f) => f.url).filter(Boolean));
  if (urls.length === 0 && initiator.url) urls.push(initiator.url);
  return [...new Set(urls)];
}

/** Scripts whose loads start within this of the step's first are one step (one import() and its preloads). */
const SAME_STEP_S = 0.1;

/**
 * The chain of script loads in front of the first request whose URL holds `request`. Chromium names no
 * initiating script for a module's imports (`about:client`), so the chain is read from the timings: the
 * scripts are grouped into steps (loads that start together, within 100 ms: a dynamic import and its
 * preloads); a step's depth is one more than the deepest step wholly loaded when it started (1 for the
 * page's own scripts); the request's chain is the deepest step wholly loaded when it started, and the
 * steps it waited for in turn (each named by its first script). Steps that merely happened to finish
 * earlier count too, so it is an upper bound of the true chain.
 */
export function chainTo(sent: readonly Sent[], request: string): Chain | null {
  const target = sent.find((s) => s.url.includes(request));
  if (!target) return null;
  const scripts = [...sent.filter((s) => s.type === 'Script')].sort((a, b) => a.at - b.at);
  interface Step {
    first: Sent;
    at: number;
    done: number;
    depth: number;
    parent: Step | null;
  }
  const steps: Step[] = [];
  for (const s of scripts) {
    const last = steps.at(-1);
    if (last && s.at - last.at <= SAME_STEP_S) {
      last.done = Math.max(last.done, s.done);
      continue;
    }
    steps.push({ first: s, at: s.at, done: s.done, depth: 1, parent: null });
  }
  const deepestBefore = (at: number, among: readonly Step[]) =>
    among.filter((step) => step.done <= at).reduce<Step | null>((best, step) => (best && best.depth >= step.depth ? best : step), null);
  steps.forEach((step, i) => {
    const parent = deepestBefore(step.at, steps.slice(0, i));
    step.depth = (parent?.depth ?? 0) + 1;
    step.parent = parent;
  });
  const chain: string[] = [];
  for (let step = deepestBefore(target.at, steps); step; step = step.parent) chain.unshift(new URL(step.first.url).pathname);
  const first = sent[0]?.at ?? target.at;
  return {
    depth: chain.length,
    scripts: chain,
    scriptsBefore: scripts.filter((s) => s.at < target.at).length,
    startMs: Math.round((target.at - first) * 1000),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Time under the native `focus` in a CPU profile (its callees, the layout it forces, included), and its callers. */
export function focusTime(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): { ms: number; callers: string[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Time per node from the samples (each sample's delta to the next one).
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  const total = (id: number): number => (self.get(id) ?? 0) + (byId.get(id)?.children ?? []).reduce((sum, c) => sum + total(c), 0);
  let ms = 0;
  const callers = new Set<string>();
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== 'focus' || n.callFrame.url) continue;
    ms += total(n.id);
    const chain: string[] = [];
    for (let p = parent.get(n.id); p !== undefined && chain.length < 4; p = parent.get(p)) {
      const frame = byId.get(p)?.callFrame;
      if (frame) chain.push(`${frame.functionName || '(anonymous)'} ${frame.url ? new URL(frame.url).pathname : ''}:${frame.lineNumber}`);
    }
    callers.add(chain.join(' < '));
  }
  return { ms, callers: [...callers] };
}

async function openCold(
  page: Page,
  cdp: CDPSession,
  url: string,
): Promise<{ chain: Chain | null; layouts: { ms: number; by: string }[]; searches: number; scripts: number; sent: Sent[]; lcp?: Lcp }> {
  const sent: Sent[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    sent.push({
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      at: event.timestamp,
      done: Infinity,
      initiators: initiatorUrls(event.initiator),
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const load = sent.find((s) => s.id === event.requestId);
    if (load) load.done = event.timestamp;
  });
  await cdp.send('Network.enable');
  // Async parents on the initiators' stacks (a chunk's code that awaited another chunk's import).
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROBE_CPU ?? 4) });
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
  const searched = page.waitForResponse((response) => response.url().includes('/api/customer/search'), { timeout: 120_000 });
  await page.goto(url, { timeout: 120_000 });
  await searched;
  // The rows (a table on a desktop, a list on a phone), then a second for what follows them.
  await page.getByText('@', { exact: false }).first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => (window as unknown as { probeLcp?: Lcp }).probeLcp);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // PROBE_PROFILE=<file> keeps the last run's CPU profile (.cpuprofile, as Chrome's DevTools open it).
  if (process.env.PROBE_PROFILE) writeFileSync(process.env.PROBE_PROFILE, JSON.stringify(profile));
  const focus = focusTime(profile);
  if (focus.ms > 0) console.log(`  focus() in the CPU profile: ${focus.ms.toFixed(1)} ms, called by ${focus.callers.join(', ')}`);
  if (!page.url().endsWith('#/customers')) throw new Error(`landed on ${page.url()}`);
  const layouts = trace.traceEvents
    .filter((e) => e.name === 'Layout' && e.ph === 'X' && e.args?.beginData?.stackTrace?.length)
    .map((e) => {
      const top = e.args?.beginData?.stackTrace?.[0];
      const frames = e.args?.beginData?.stackTrace ?? [];
      const where = (f: { functionName: string; url: string; lineNumber: number }) =>
        `${f.functionName || '(anonymous)'} ${f.url ? new URL(f.url).pathname : ''}:${f.lineNumber}`;
      return { ms: (e.dur ?? 0) / 1000, by: top ? frames.slice(0, 6).map(where).join(' < ') : '?' };
    })
    .sort((a, b) => b.ms - a.ms);
  const searches = sent.filter((s) => s.url.includes('/api/customer/search')).length;
  const scripts = sent.filter((s) => s.type === 'Script').length;
  return { chain: chainTo(sent, '/api/customer/search'), layouts, searches, scripts, sent, lcp };
}

/**
 * The scripts and API calls of a load in the order they started, each with its start and end (ms after the
 * page's request) and, for a script, its gzip size in the build: PROBE_TIMELINE=1 prints it for every run.
 */
export function timeline(sent: readonly Sent[], outDir: string): string {
  const first = sent[0]?.at ?? 0;
  const ms = (s: number) => (Number.isFinite(s) ? `${Math.round((s - first) * 1000)}` : '…');
  return sent
    .filter((s) => s.type === 'Script' || s.url.includes('/api/'))
    .map((s) => {
      const path = new URL(s.url).pathname;
      const file = join(outDir, path);
      const size = s.type === 'Script' && existsSync(file) ? ` ${gzipSize(readFileSync(file)).toLocaleString('en-GB')} B gzip` : '';
      return `  ${ms(s.at).padStart(6)}–${ms(s.done).padEnd(6)} ${path}${size}`;
    })
    .join('\n');
}

/** The page's largest contentful paint so far (when, ms after navigation, and what) and its blocking time so far. */
interface Lcp {
  ms: number;
  element: string;
  /** The long tasks' time over 50 ms each, summed: Lighthouse's total blocking time, over the whole load. */
  blockingMs: number;
  /** The long tasks, as `start+duration` in ms. */
  tasks: string[];
}

/** Keeps the page's latest largest-contentful-paint entry and its long tasks' blocking time in `window.probeLcp` (run before the page's scripts). */
function observeLcp(): void {
  const probe: Lcp = { ms: 0, element: '?', blockingMs: 0, tasks: [] };
  (window as unknown as { probeLcp: Lcp }).probeLcp = probe;
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
    const element = entry.element;
    probe.ms = Math.round(entry.startTime);
    probe.element = element ? `${element.tagName.toLowerCase()} "${element.textContent.slice(0, 30)}"` : '?';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      probe.blockingMs += Math.max(0, task.duration - 50);
      probe.tasks.push(`${Math.round(task.startTime)}+${Math.round(task.duration)}`);
    }
  }).observe({ type: 'longtask', buffered: true });
}

async function main() {
  const runs = Number(process.argv[2] ?? 5);
  const work = makeWorkDir();
  const given = process.argv[3];
  const outDir = given ?? (await built(work, 'admin'));
  mkdirSync(join(work, 'probe'), { recursive: true });
  const [apiPort, adminPort] = [await freePort(), await freePort()];
  const mock = await startSeededMock(apiPort, join(work, 'probe', 'db.json'));
  const server = await previewDir(outDir, adminPort, apiPort);
  const browser = await chromium.launch({ executablePath: findChrome(), headless: true, args: playwrightFlags });
  try {
    // PROBE_MOBILE=1: Lighthouse's mobile screen (Moto G Power) instead of a desktop one.
    const context = await browser.newContext(
      process.env.PROBE_MOBILE
        ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }
        : { viewport: { width: 1350, height: 940 } },
    );
    await context.addInitScript(observeLcp);
    const origin = `http://127.0.0.1:${adminPort}`;
    const staff = await context.newPage();
    await signIn(staff, origin);
    await staff.close();
    const depths: number[] = [];
    const before: number[] = [];
    const starts: number[] = [];
    const longest: number[] = [];
    const totals: number[] = [];
    const paints: number[] = [];
    const blocking: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const { chain, layouts, searches, scripts, sent, lcp } = await openCold(page, cdp, `${origin}/#/customers`);
      if (process.env.PROBE_TIMELINE) console.log(`${timeline(sent, outDir)}\n  long tasks: ${lcp?.tasks.join(' ') ?? '?'}`);
      await page.close();
      if (!chain) throw new Error('no customer search request');
      depths.push(chain.depth);
      before.push(chain.scriptsBefore);
      starts.push(chain.startMs);
      longest.push(layouts[0]?.ms ?? 0);
      totals.push(layouts.reduce((sum, l) => sum + l.ms, 0));
      if (lcp) {
        paints.push(lcp.ms);
        blocking.push(lcp.blockingMs);
      }
      console.log(
        `run ${i + 1}: ${searches} search request(s), ${scripts} scripts in all; the first search at ${chain.startMs} ms after ${chain.scriptsBefore} scripts, chain ${chain.depth}: ${chain.scripts.join(' → ')}; LCP ${lcp ? `${lcp.ms} ms (${lcp.element}), blocking ${lcp.blockingMs.toFixed(0)} ms` : 'none'}`,
      );
      console.log(
        `  forced layouts ${layouts.length}, ${layouts
          .slice(0, 3)
          .map((l) => `${l.ms.toFixed(1)} ms by ${l.by}`)
          .join('; ')}`,
      );
    }
    const spread = (values: number[]) =>
      `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
    console.log(
      `median of ${runs}: chain ${spread(depths)}, scripts before the search ${spread(before)}, search starts at ${spread(starts)} ms; ` +
        `longest forced layout ${spread(longest)} ms, all forced layouts ${spread(totals)} ms; LCP ${paints.length ? spread(paints) : '?'} ms, blocking ${blocking.length ? spread(blocking) : '?'} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
    await mock.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
