// react-admin's own demo ("Posters Galore", examples/demo of marmelab/react-admin) as a baseline of the
// console: its sources at the react-admin version the console uses, its dependencies from the npm registry
// at the console's versions (the console's patch of ra-ui-materialui too), built by the bench's Vite and
// served like every other app, its data from json-server.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../build/precompress.mjs';
import { root } from './paths.ts';
import { DEMO_API, startNode, type Server } from './servers.ts';

/** The packages the console resolves, read from its own node_modules: the demo is built at these versions. */
function consoleVersions(): Record<string, string> {
  const admin = createRequire(join(root, 'admin', 'package.json'));
  // Not every package exports its package.json: from its entry up to the folder named after it.
  const packageDir = (require: NodeRequire, name: string) => {
    let dir = dirname(require.resolve(name));
    while (!dir.endsWith(`/node_modules/${name}`) && dir !== dirname(dir)) dir = dirname(dir);
    return dir;
  };
  const version = (require: NodeRequire, name: string) =>
    (JSON.parse(readFileSync(join(packageDir(require, name), 'package.json'), 'utf8')) as { version: string }).version;
  const fromReactAdmin = createRequire(join(packageDir(admin, 'react-admin'), 'package.json'));
  const versions: Record<string, string> = {};
  for (const name of [
    'react',
    'react-dom',
    'react-admin',
    'react-router',
    'react-router-dom',
    '@mui/material',
    '@mui/icons-material',
    '@emotion/react',
    '@emotion/styled',
    '@tanstack/react-query',
    'ra-language-english',
  ])
    versions[name] = version(admin, name);
  versions['ra-i18n-polyglot'] = version(fromReactAdmin, 'ra-i18n-polyglot');
  return versions;
}

/**
 * The demo's package.json: the console's versions of what both use (pinned through overrides, so the
 * demo's libraries are the console's), the demo's own libraries at the react-admin minor the console uses,
 * and the console's patch of ra-ui-materialui.
 */
export function demoPackage(versions: Record<string, string>, patchFile: string): object {
  const reactAdmin = versions['react-admin'] ?? '';
  const minor = `~${reactAdmin.split('.').slice(0, 2).join('.')}.0`;
  return {
    name: 'react-admin-demo-bench',
    private: true,
    type: 'module',
    dependencies: {
      ...versions,
      clsx: '^2.1.1',
      'data-generator-retail': minor,
      'date-fns': '^3.6.0',
      echarts: '^6.1.0',
      inflection: '^3.0.0',
      'query-string': '^7.1.3',
      'ra-data-json-server': minor,
      'ra-input-rich-text': minor,
      'ra-language-french': minor,
    },
    pnpm: {
      overrides: versions,
      patchedDependencies: { [`ra-ui-materialui@${reactAdmin}`]: patchFile },
    },
  };
}

/** The demo's entry without its in-browser fake server: the app is rendered at once, its data comes over HTTP. */
const entry = `import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('No container found');
createRoot(container).render(<App />);
`;

/** The demo's REST data provider pointed at json-server (react-admin's own adapter for it). */
const restProvider = `import jsonServerProvider from 'ra-data-json-server';

export default jsonServerProvider('${DEMO_API}');
`;

function replaceOnce(text: string, pattern: RegExp, by: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`the demo's sources have changed: ${what} not found`);
  return text.replace(pattern, by);
}

/** Icons MUI 9 (the console's) no longer has under the name the demo uses, with the name of the same glyph now. */
const renamedIcons: Record<string, string> = { MailOutline: 'MailOutlineOutlined' };

/**
 * The demo's MUI 7 imports as MUI 9 exports them: colours from `@mui/material/colors` only (no longer one
 * path per colour), and the icons it renamed.
 */
export const mui9Imports = (source: string): string =>
  source
    .replace(/import (\w+) from '@mui\/material\/colors\/(\w+)';/g, "import { $2 as $1 } from '@mui/material/colors';")
    .replace(/'@mui\/icons-material\/(\w+)'/g, (text, icon: string) => {
      const renamed = renamedIcons[icon];
      return renamed ? `'@mui/icons-material/${renamed}'` : text;
    });

/**
 * What the bench changes in the demo's sources (file path → new content, null to delete): its data is served
 * by json-server over HTTP (as the console's by the mock API) instead of a service worker generating it in
 * the browser, so the fake servers and the GraphQL provider go; the Google Fonts links go (this machine has
 * no internet, and the console loads no web fonts); MUI colours and icons are imported as MUI 9 exports them,
 * and the menu is a MenuList (MUI 9's menu items need one). `sources`
 * are the paths of the demo's source files. Fails when a file no longer looks as expected.
 */
export function adaptDemo(read: (path: string) => string, sources: readonly string[] = []): Record<string, string | null> {
  const imports: Record<string, string> = {};
  for (const path of sources) {
    const text = read(path);
    const changed = mui9Imports(text);
    if (changed !== text) imports[path] = changed;
  }
  const dataProvider = replaceOnce(
    read('src/dataProvider/index.ts'),
    /\n\s*if \(type === 'graphql'\) \{\n[^}]*\}\n/,
    '\n',
    'the GraphQL branch of the data provider',
  );
  const html = replaceOnce(
    read('index.html'),
    /\s*<link\s+rel="preconnect" href="https:\/\/fonts\.gstatic\.com"\s*\/>|\s*<link\s+href="https:\/\/fonts\.googleapis\.com[^>]*>/g,
    '',
    'the Google Fonts links',
  );
  // MUI 9's MenuItem needs a MenuList around it (MUI 7's did not); react-admin's own Menu is one.
  let menu = replaceOnce(read('src/layout/Menu.tsx'), /<Box(\s+sx=\{\{\s+width: open)/, '<MenuList$1', "the menu's Box");
  menu = replaceOnce(menu, /<\/Box>(\s*\);\s*\};\s*export default Menu)/, '</MenuList>$1', "the menu's closing Box");
  menu = replaceOnce(menu, /import \{ Box \} from '@mui\/material';/, "import { MenuList } from '@mui/material';", "the menu's Box import");
  return {
    ...imports,
    'src/layout/Menu.tsx': menu,
    'src/index.tsx': entry,
    'src/dataProvider/rest.ts': restProvider,
    'src/dataProvider/index.ts': dataProvider,
    'src/dataProvider/graphql.ts': null,
    'src/fakeServer': null,
    'index.html': html,
  };
}

/**
 * The demo's data as its own generator makes it (data-generator-retail), for json-server; the customers'
 * avatars are left out: they are images on marmelab.com, which the bench's browser cannot reach.
 */
const dataScript = `import { writeFileSync } from 'node:fs';
import generateData from 'data-generator-retail';
const data = generateData();
for (const customer of data.customers) delete customer.avatar;
writeFileSync(process.argv[2], JSON.stringify(data));
`;

/**
 * The demo's sources: REACT_ADMIN_DEMO_SRC (examples/demo of a react-admin checkout), or the tag of the
 * console's react-admin version from GitHub's archive.
 */
function fetchSources(dir: string, version: string): string {
  const given = process.env.REACT_ADMIN_DEMO_SRC;
  if (given) {
    if (!existsSync(join(given, 'src', 'App.tsx'))) throw new Error(`REACT_ADMIN_DEMO_SRC=${given} holds no demo (no src/App.tsx)`);
    return given;
  }
  const archive = join(dir, 'react-admin.tar.gz');
  const url = `https://codeload.github.com/marmelab/react-admin/tar.gz/refs/tags/v${version}`;
  execFileSync('curl', ['-sSfL', '--max-time', '120', '-o', archive, url]);
  execFileSync('tar', ['-xzf', archive, '-C', dir, '--wildcards', '*/examples/demo/*']);
  return join(dir, `react-admin-${version}`, 'examples', 'demo');
}

/** Builds the demo into `dir/dist` (sources, dependencies, data in `dir`); resolves to the output directory. */
export async function buildDemo(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const versions = consoleVersions();
  const sources = fetchSources(dir, versions['react-admin'] ?? '');
  const app = join(dir, 'app');
  rmSync(app, { recursive: true, force: true });
  cpSync(sources, app, { recursive: true, filter: (path) => !/\/(node_modules|dist)$/.test(path) });
  const sourceFiles = readdirSync(join(app, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join('src', name));
  for (const [path, content] of Object.entries(adaptDemo((path) => readFileSync(join(app, path), 'utf8'), sourceFiles))) {
    if (content === null) rmSync(join(app, path), { recursive: true, force: true });
    else writeFileSync(join(app, path), content);
  }
  const patchFile = join(root, 'patches', `ra-ui-materialui@${versions['react-admin'] ?? ''}.patch`);
  writeFileSync(join(app, 'package.json'), JSON.stringify(demoPackage(versions, patchFile), null, 2));
  // The workspace's pnpm, from the npm registry (what the store already holds is not fetched again).
  execFileSync(
    join(root, 'node_modules', '.bin', 'pnpm'),
    ['install', '--prefer-offline', '--ignore-workspace', '--config.auto-install-peers=true'],
    {
      cwd: app,
      stdio: 'ignore',
    },
  );
  writeFileSync(join(app, 'generate-data.mjs'), dataScript);
  execFileSync(process.execPath, ['generate-data.mjs', join(dir, 'db.json')], { cwd: app });
  const outDir = join(dir, 'dist');
  await build({
    root: app,
    configFile: false,
    plugins: [react(), precompress()],
    logLevel: 'warn',
    // The demo's own Vite config defines these (its data provider type: '' is the REST one).
    define: { 'process.env.REACT_APP_DATA_PROVIDER': '""' },
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 10_000 },
  });
  return outDir;
}

/** json-server 0.17 (the mock server's) serving the data generated beside the demo's build `outDir`, on 127.0.0.1:`port`. */
export async function startDemoApi(outDir: string, port: number): Promise<Server> {
  const dataFile = join(dirname(outDir), 'db.json');
  const require = createRequire(join(root, 'mock-server', 'package.json'));
  const pkgFile = require.resolve('json-server/package.json');
  const bin = (JSON.parse(readFileSync(pkgFile, 'utf8')) as { bin: string | Record<string, string> }).bin;
  const script = join(dirname(pkgFile), typeof bin === 'string' ? bin : (bin['json-server'] ?? ''));
  return startNode([script, '--port', String(port), '--host', '127.0.0.1', '--quiet', dataFile], {
    cwd: dirname(dataFile),
    env: {},
    readyUrl: `http://127.0.0.1:${port}/settings`,
  });
}

/** Signs in to the demo through its own sign-in page (it takes any name and password). */
export async function demoSignIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/#/login`, { timeout: 120_000 });
  // react-admin's LoginForm: its fields by name (the password's label also names its "Show password" button).
  await page.locator('input[name="username"]').fill('demo', { timeout: 120_000 });
  await page.locator('input[name="password"]').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => Boolean(localStorage.getItem('username')) && !location.hash.startsWith('#/login'), undefined, {
    timeout: 60_000,
  });
}
