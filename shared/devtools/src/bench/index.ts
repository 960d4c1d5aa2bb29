// `npm run bench`: measures Pronto against baselines and writes docs/benchmarks.md.
// `npm run bench -- sizes latency` runs only some measurements (sizes, lighthouse, calculator, latency, report).
// `npm run bench -- --quick` (or BENCH_QUICK=1): two alternating rounds instead of five, for development.
// BENCH_LIGHTHOUSE_PAGES=admin-customers,site-login limits Lighthouse to some pages (keys in lighthouse.ts).
import { cpus, loadavg, totalmem } from 'node:os';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLine, type Figure } from './figures.ts';
import { measureCalculator } from './calculator.ts';
import { measureLatency } from './latency.ts';
import { measureLighthouse } from './lighthouse.ts';
import { makeWorkDir, root } from './paths.ts';
import { byHandPart, renderReport } from './report.ts';
import { measureReportSummary } from './report-summary.ts';
import { measureSizes } from './sizes.ts';

const measurements = {
  sizes: { what: 'First-load JavaScript', run: measureSizes },
  lighthouse: { what: 'Lighthouse (mobile, and desktop for the console)', run: measureLighthouse },
  calculator: { what: 'Calculator speed', run: measureCalculator },
  latency: { what: 'Mock API latency and memory', run: measureLatency },
  report: { what: 'Report summary', run: measureReportSummary },
} as const;
type Name = keyof typeof measurements;

const method = [
  "First-load JavaScript, counted from the requests Chromium makes (Playwright, cold HTTP cache, each app and baseline served alike by `vite preview` of its production build with the same Brotli files): each page is opened and measured until the network has been quiet for 500 ms (so chunks a screen loads after its first render count too): the customer site's home, registration and login on a fresh visit against the empty React app's page; the console opening `/#/customers` signed in (a staff member signed in through its form first, in the same browser context) until a row of the list shows, against react-admin's one-resource app opening its list; the console's sign-in page on a fresh visit. Each requested script is measured as a built file, gzip level 6 (the figure), and as the server sent it, Brotli (the notes). The customer's account landing, behind a customer's sign-in, is read from the Vite manifest instead (entry, static imports, the page's lazy chunk and what the entry starts after the first paint).",
  "Baselines are built by the script itself in a temporary directory: an empty React 19 + Vite 8 app (create-vite template without logos) and react-admin's one-resource quick start (ListGuesser over ra-data-simple-rest), with the same Vite and React versions as the apps.",
  "Lighthouse 12.8, Debian's Chromium headless (CHROME_PATH): mobile (its default simulated throttling) for every page, and desktop (`--preset=desktop`) as well for the console. Each page is audited in alternating rounds with its baseline, all served at once by `vite preview` with the same Brotli files: baseline, page, page, baseline, page, page… (5 rounds; `--quick` 2), so load on the shared machine falls on both sides alike. Each figure is the median of the rounds with the lowest and highest run in brackets; the console's performance is given as the paired difference (the page's score minus its baseline's in the same round, median of the rounds) instead of an absolute score. A run Lighthouse cannot score is tried once more. Pages: the customer site's home (`/`), registration (`/register/personal-details`) and login (`/login`) in performance, accessibility, best practices and SEO against the empty React app at `/`, with LCP (at most the empty app's) and TBT (at most 200 ms) as figures of their own and an HTML check: the page's HTML as served (no JavaScript run) must hold the risk warning and the representative example (and on the home page the default schedule of 100 over three instalments; on registration and login the form); the admin's sign-in (`/#/login`) and customer list (`/#/customers`) in performance and accessibility against the one-resource react-admin app at `/`, the list's LCP at most 1.3× the app's on a desktop.",
  "react-admin's own demo (Posters Galore, examples/demo of marmelab/react-admin) is a baseline of the console's customer list (`react-admin-demo.ts`): its sources at the tag of the console's react-admin version (GitHub's archive of that tag, or `REACT_ADMIN_DEMO_SRC=<react-admin checkout>/examples/demo` where GitHub cannot be reached), its dependencies installed by pnpm from the npm registry at the console's versions (react, react-admin, MUI, emotion, react-router, react-query pinned through overrides; the console's patch of ra-ui-materialui; the demo's own libraries — data-generator-retail, ra-data-json-server, echarts, ra-input-rich-text, ra-language-french — at the console's react-admin minor), built by the bench's Vite with the same Brotli files and served by the same `vite preview`. Changed, and only so: its data is generated by its own generator (data-generator-retail, customers' avatar URLs on marmelab.com left out: not reachable here) into a file served by json-server 0.17.4 through react-admin's json-server adapter, instead of a service worker generating it in the browser (the fake servers and the GraphQL provider are left out); its Google Fonts links are left out (no internet here; the console loads no web fonts); its MUI 7 imports are written as MUI 9 exports them (colours from `@mui/material/colors`, the MailOutline icon as MailOutlineOutlined). Signed in through its own sign-in page (any name and password), it opens `/#/customers` (its Visitors list, 25 rows sorted by last visit) as the console does, in the same rounds.",
  'Admin customer list: Playwright opens Chromium with a profile of its own and a remote-debugging port, signs in through the console\'s sign-in form (admin@pronto.test, United Kingdom), then Lighthouse audits `/#/customers` through that port with `--disable-storage-reset`, so the staff session in localStorage is kept; the HTTP cache is emptied before each run (cold load, as on the other pages). A run whose final URL is not `#/customers` or whose customer search did not answer 200 fails the figure ("landed on the sign-in page") instead of scoring the sign-in page.',
  "Calculator: the built customer site (`vite preview`) against the freshly seeded mock API, in Chromium driven by Playwright; on the home page the amounts are chosen in turn (each choice differs from the one on screen), 2 warm-up choices then 20 timed. Each time is measured inside the page with performance.now(): from the amount's input event (a real click on its label) until a MutationObserver sees the schedule's total row show the new amount, plus the following animation frame (the frame that paints it); it includes the loan.paymentPlan call to the mock. The figure is the median, the note gives p90 (nearest rank) and the DOM-only median.",
  "Report summary: `summaryReport` of @pronto/domain over the UK loans of the mock server's seed (written by its seed script) and over that book repeated 10 times with fresh ids; median of 7 runs after a warm-up.",
  "Mock API: autocannon 8, 10 connections for 5 s a run on loopback (10 s before there were rounds: five rounds keep the step within about four minutes), against the mock server and against plain json-server 0.17.4 serving a copy of the same seeded data, in 5 alternating rounds per scenario (plain, mock, plain, mock…; `--quick` 2). The servers run under `taskset -c 0` and autocannon in a Node process of its own under `taskset -c 1`, so the load generator's work does not take the server's CPU (where `taskset` or a second CPU is missing nothing is pinned and the p99 note says so); other work on the machine is not kept off either CPU, so the p99 note gives how long the mock's main thread was ready to run but waited for its CPU during each run (/proc/<pid>/schedstat), the machine's share of the latency. Each figure (p99, p50, throughput) is the median of the rounds with the lowest and highest in brackets, and the p99 target is judged on that median; a round most of whose answers were not 2xx is left out (the note says so). Registrations carry a fresh phone and e-mail each, and the mock is started again from a copy of the seeded data file before each of its registration rounds, so every round registers into the same book (a round adds thousands of customers; plain json-server, which adds a few dozen a round, keeps its process). Each run starts once the server measured before has worked off what its load left queued (its CPU time stands still for 0.5 s: json-server keeps answering queued registrations for seconds after the load stops); the mock is seeded once, then started again from its data file (as `npm start` runs it after the first time); peak memory is each process's peak resident set size (VmHWM) during the load, counted from just before it (Linux clear_refs); for the mock, the highest over its processes.",
];

const log = (line: string) => console.log(`[bench] ${line}`);
// pnpm 10 passes the `--` of `pnpm --filter @pronto/devtools bench -- lighthouse` on to the script.
const args = process.argv.slice(2).filter((arg) => arg !== '--' && arg !== '--quick');
if (process.argv.includes('--quick')) process.env.BENCH_QUICK = '1';
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
const target = join(root, 'docs', 'benchmarks.md');
const byHand = existsSync(target) ? byHandPart(readFileSync(target, 'utf8')) : '';
const page = renderReport({ date: new Date().toISOString().slice(0, 10), machine, figures, skipped, method, byHand });
writeFileSync(target, page);
log(`wrote ${target}`);
if (skipped.some((s) => s.why.startsWith('failed')) || figures.some((f) => f.value === null)) process.exitCode = 1;
