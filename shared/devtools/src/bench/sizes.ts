import { built } from './build.ts';
import { firstLine, type Figure } from './figures.ts';
import { measureBrowserLoads, type SitePage } from './loaded-scripts.ts';
import { firstLoadFiles, measureFiles, pageKey, readManifest, type Size } from './first-load.ts';

/** The account landing is behind a customer's sign-in, so its first load is read from the build manifest
 *  (entry, static imports and its lazy chunk), against the empty app's manifest figure. */
const accountPage = {
  name: 'Customer site: account landing (loans and transactions, manifest)',
  page: /pages\/loans\/LoansPage\.tsx$/,
  factor: 1.4,
};

/** The public pages' budgets as a multiple of the empty React app, counted from the browser's requests. */
const siteBudgets: Record<SitePage, { name: string; factor: number }> = {
  home: { name: 'Customer site: home (requests made)', factor: 1.25 },
  registration: { name: 'Customer site: registration (requests made)', factor: 1.4 },
  login: { name: 'Customer site: login (requests made)', factor: 1.4 },
};

/** The admin budget: the floor react-admin allows, 1.08× a one-resource react-admin app (the same screen: a list, loaded cold). */
const adminTarget = 1.08;

const bytes = (n: number) => `${n.toLocaleString('en-GB')} B`;

function gzipFigure(name: string, size: Size, baseline: { name: string; size: Size }, factor: number): Figure {
  const limit = Math.round(baseline.size.gzip * factor);
  return {
    section: 'First-load JavaScript',
    name,
    value: size.gzip,
    unit: 'B',
    baseline: { name: baseline.name, value: baseline.size.gzip },
    target: { kind: 'max', limit, text: `≤ ${factor}× baseline` },
    note: `${size.files.length} file(s), ${bytes(size.raw)} raw, ${bytes(size.brotli)} Brotli as served (baseline ${bytes(baseline.size.brotli)})`,
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
    note: `${size.files.length} file(s), ${bytes(size.raw)} raw, ${bytes(size.brotli)} Brotli as served`,
  };
}

const failed = (name: string, error: unknown): Figure => ({
  section: 'First-load JavaScript',
  name,
  value: null,
  unit: 'B',
  note: `not measured: ${firstLine(error)}`,
});

/**
 * First-load JavaScript of the apps and baselines, gzip level 6 of each script the browser requested until
 * the network was idle (Brotli as served in the notes); the account landing from the build manifest.
 */
export async function measureSizes(work: string, log: (line: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  log('building the apps and baselines, then loading each in Chromium until the network is idle');
  try {
    const loads = await measureBrowserLoads(work);
    const emptyApp = { name: 'empty React 19 + Vite 8 app (requests made)', size: loads.emptyApp };
    figures.push(baselineFigure(emptyApp.name, loads.emptyApp));
    for (const [page, { name, factor }] of Object.entries(siteBudgets) as [SitePage, { name: string; factor: number }][]) {
      figures.push(gzipFigure(name, loads.site[page], emptyApp, factor));
    }
    const listBaseline = { name: 'one-resource react-admin app, its list (requests made)', size: loads.baselineList };
    figures.push(baselineFigure(listBaseline.name, loads.baselineList));
    figures.push(
      gzipFigure('Admin console: customer list, signed in, cold cache (requests made)', loads.customerList, listBaseline, adminTarget),
    );
    const listName = "Admin console: customer list against react-admin's demo (requests made)";
    if ('error' in loads.demoList) figures.push(failed(listName, loads.demoList.error));
    else {
      const demo = { name: "react-admin's demo (Posters Galore), its customer list (requests made)", size: loads.demoList };
      figures.push(baselineFigure(demo.name, loads.demoList));
      // Below the demo's: at most its bytes less one.
      const figure = gzipFigure(listName, loads.customerList, demo, 1);
      figures.push({ ...figure, target: { kind: 'max', limit: demo.size.gzip - 1, text: '< 1.0× baseline' } });
    }
    const signIn = gzipFigure('Admin sign-in page, a fresh visit (requests made)', loads.signIn, listBaseline, adminTarget);
    figures.push({ ...signIn, target: undefined, note: `${signIn.note}; the console loads after signing in` });
  } catch (error) {
    figures.push(failed('First-load JavaScript counted from the requests made', error));
  }
  try {
    const emptyManifest = { name: 'empty React 19 + Vite 8 app (manifest)', size: await measure(await built(work, 'empty-react')) };
    const site = await built(work, 'customer-site');
    // The site's entry imports the app after the first paint (customer-site/src/main.tsx): counted.
    const figure = gzipFigure(
      accountPage.name,
      await measure(site, accountPage.page, { startsLazily: true }),
      emptyManifest,
      accountPage.factor,
    );
    if (!pageKey(readManifest(site), accountPage.page)) figure.note = `${figure.note}; no lazy chunk for this page (counted as the entry)`;
    figures.push(figure);
  } catch (error) {
    figures.push(failed(accountPage.name, error));
  }
  return figures;
}
