import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../build/precompress.mjs';
import { devtoolsDir, root } from './paths.ts';
import { buildDemo } from './react-admin-demo.ts';

/**
 * Builds a Vite app with a manifest into `outDir` (quietly). A baseline (no config file) gets the apps'
 * precompress plugin too: its build writes the same Brotli files next to its assets, so `vite preview`
 * serves every app and baseline the same way (level Lighthouse comparisons).
 */
async function viteBuild(options: { root: string; outDir: string; configFile?: string | false }): Promise<void> {
  await build({
    root: options.root,
    configFile: options.configFile ?? false,
    plugins: options.configFile ? [] : [react(), precompress()],
    logLevel: 'warn',
    build: { outDir: options.outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 10_000 },
  });
}

/** One of the workspace's apps, built from its own vite.config.ts (market from VITE_MARKET). */
export async function buildApp(app: 'customer-site' | 'admin', outDir: string, market: 'GB' | 'ES' = 'GB'): Promise<void> {
  const previous = process.env.VITE_MARKET;
  process.env.VITE_MARKET = market;
  try {
    await viteBuild({ root: join(root, app), outDir, configFile: join(root, app, 'vite.config.ts') });
  } finally {
    if (previous === undefined) delete process.env.VITE_MARKET;
    else process.env.VITE_MARKET = previous;
  }
}

const indexHtml = (title: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`;

/** The create-vite React template's App, minus the logos: the smallest real React 19 app. */
const emptyReactMain = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <button onClick={() => setCount((c) => c + 1)}>count is {count}</button>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

/**
 * react-admin's own quick-start: one resource listed with ListGuesser over ra-data-simple-rest. Its API
 * (`/baseline-api`, plain simple-rest without Pronto's envelope) is served by the bench (fixture-api.ts).
 */
const reactAdminMain = `import { createRoot } from 'react-dom/client';
import { Admin, Resource, ListGuesser } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={simpleRestProvider('/baseline-api')} disableTelemetry>
    <Resource name="customers" list={ListGuesser} />
  </Admin>,
);
`;

export const baselines = {
  'empty-react': { title: 'Empty React 19 + Vite 8 app', main: emptyReactMain },
  'react-admin': { title: 'One-resource react-admin 5 app', main: reactAdminMain },
} as const;
export type Baseline = keyof typeof baselines;

/**
 * Writes a baseline app into `dir` (its node_modules is a link to devtools' own, which holds react,
 * react-dom, vite, react-admin and ra-data-simple-rest) and builds it into `dir/dist`.
 */
export async function buildBaseline(name: Baseline, dir: string): Promise<string> {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), indexHtml(baselines[name].title));
  writeFileSync(join(dir, 'src', 'main.jsx'), baselines[name].main);
  symlinkSync(join(devtoolsDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const outDir = join(dir, 'dist');
  await viteBuild({ root: dir, outDir });
  return outDir;
}

const builds = new Map<string, Promise<string>>();

/**
 * Each build once per bench run (sizes and Lighthouse share them); resolves to the output directory.
 * BENCH_ADMIN_DIST=<dir> measures an admin built beforehand instead (to compare two builds in turn).
 */
export function built(work: string, name: Baseline | 'customer-site' | 'admin' | 'react-admin-demo'): Promise<string> {
  const given = name === 'admin' ? process.env.BENCH_ADMIN_DIST : undefined;
  if (given) return Promise.resolve(given);
  const dir = join(work, 'builds', name);
  let promise = builds.get(dir);
  if (!promise) {
    promise =
      name === 'customer-site' || name === 'admin'
        ? buildApp(name, join(dir, 'dist')).then(() => join(dir, 'dist'))
        : name === 'react-admin-demo'
          ? buildDemo(dir)
          : buildBaseline(name, dir);
    builds.set(dir, promise);
  }
  return promise;
}
