import { built } from './build.ts';
import { firstLine, type Figure } from './figures.ts';
import { measureAdminLoads } from './loaded-scripts.ts';
import { firstLoadFiles, measureFiles, pageKey, readManifest, type Size } from './first-load.ts';

/** Customer-site pages measured, by the source of their lazy chunk, with their budget as a multiple of
 *  the empty React app (the account landing has none, so it shares the 1.4x). A folder alone
 *  is not enough: pages/register also holds the lead redirect, which is not the registration page. */
const sitePages = [
  // The calculator's chunk: the sections below it are a chunk of their own, loaded after it.
  { name: 'Customer site: home', page: /pages\/home\/HomePage\.tsx$/, factor: 1.25 },
  { name: 'Customer site: registration', page: /pages\/register\/RegisterPage\.tsx$/, factor: 1.4 },
  { name: 'Customer site: login', page: /pages\/login\/LoginPage\.tsx$/, factor: 1.4 },
  { name: 'Customer site: account landing (loans and transactions)', page: /pages\/loans\/LoansPage\.tsx$/, factor: 1.4 },
];

/** The admin budget: 1.0x a one-resource react-admin app (the same screen: a list, loaded cold). */
const adminTarget = 1.0;

function gzipFigure(name: string, size: Size, baseline: { name: string; size: Size }, factor: number): Figure {
  const limit = Math.round(baseline.size.gzip * factor);
  return {
    section: 'First-load JavaScript',
    name,
    value: size.gzip,
    unit: 'B',
    baseline: { name: baseline.name, value: baseline.size.gzip },
    target: { kind: 'max', limit, text: `≤ ${factor}× baseline` },
    note: `${size.files.length} file(s), ${size.raw.toLocaleString('en-GB')} B raw`,
  };
}

async function measure(outDir: string, page?: RegExp, options?: { startsLazily?: boolean }): Promise<Size> {
  return measureFiles(outDir, firstLoadFiles(readManifest(outDir), page, options));
}

function baselineFigure(name: string, size: Size): Figure {
  return {
    section: 'First-load JavaScript',
    name: `Baseline: ${name}`,
    value: size.gzip,
    unit: 'B',
    note: `${size.raw.toLocaleString('en-GB')} B raw`,
  };
}

const failed = (name: string, error: unknown): Figure => ({
  section: 'First-load JavaScript',
  name,
  value: null,
  unit: 'B',
  note: `build failed: ${firstLine(error)}`,
});

/** Builds the baselines and both apps in `work` and measures gzip first-load JS of each. */
export async function measureSizes(work: string, log: (line: string) => void): Promise<Figure[]> {
  log('building the empty React app (the baseline of the customer site)');
  const emptyReact = { name: 'empty React 19 + Vite 8 app', size: await measure(await built(work, 'empty-react')) };
  const figures: Figure[] = [baselineFigure(emptyReact.name, emptyReact.size)];

  log('building the customer site (GB)');
  try {
    const site = await built(work, 'customer-site');
    const manifest = readManifest(site);
    for (const { name, page, factor } of sitePages) {
      // The site's entry imports the app after the first paint (customer-site/src/main.tsx): counted.
      const figure = gzipFigure(name, await measure(site, page, { startsLazily: true }), emptyReact, factor);
      if (!pageKey(manifest, page)) figure.note = `${figure.note}; no lazy chunk for this page (counted as the entry)`;
      figures.push(figure);
    }
  } catch (error) {
    figures.push(...sitePages.map(({ name }) => failed(name, error)));
  }
  log('loading the admin console and the one-resource react-admin app in Chromium');
  try {
    // Counted from the requests Chromium makes: the same work on both sides, a list on screen.
    const loads = await measureAdminLoads(work);
    const listBaseline = { name: 'one-resource react-admin app, its list (requests made)', size: loads.baselineList };
    figures.push(baselineFigure(listBaseline.name, loads.baselineList));
    figures.push(
      gzipFigure('Admin console: customer list, signed in, cold cache (requests made)', loads.customerList, listBaseline, adminTarget),
    );
    const signIn = gzipFigure('Admin sign-in page, a fresh visit (requests made)', loads.signIn, listBaseline, adminTarget);
    figures.push({ ...signIn, target: undefined, note: `${signIn.note}; the console loads after signing in` });
  } catch (error) {
    figures.push(failed('Admin console: customer list, signed in, cold cache (requests made)', error));
  }
  return figures;
}
