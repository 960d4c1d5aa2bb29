/**
 * Writes docs/api.md from the @pronto/api catalogue: one table per service.
 * `pnpm --filter @pronto/devtools docs:api` writes it; with `--check` it only fails when the file is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueByService, hasEntry, type CatalogueEntry, type Service } from '@pronto/api';
import { consoleScreens, readConsoleSources } from './console-screens.ts';

const TITLES: Record<Service, string> = {
  membership: 'membership',
  customer: 'customer',
  loan: 'loan',
  card: 'card',
  bankscraper: 'bankscraper',
  communication: 'communication',
  content: 'content and administration',
  report: 'report',
  log: 'activity log',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** Source files of a folder, tests (and type tests) left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) && !/\.(type)?test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/**
 * The screens of an app that name each id: every catalogue id quoted in a file of `src`/pages/<page>/
 * (customer site) or `src`/resources/<area>/ (admin), or another folder, names that page or folder.
 */
export function readSourceScreens(src: string, app: string): Map<string, string[]> {
  const screens = new Map<string, string[]>();
  for (const file of sources(src)) {
    const parts = relative(src, file).split(sep);
    const screen = `${app}: ${parts[0] === 'pages' || parts[0] === 'resources' ? parts[1] : parts[0]}`;
    for (const match of readFileSync(file, 'utf8').matchAll(/'([a-z]+\.[\w./{}-]+)'/g)) {
      const id = match[1] as string;
      if (!hasEntry(id)) continue;
      const list = screens.get(id) ?? [];
      if (!list.includes(screen)) screens.set(id, [...list, screen]);
    }
  }
  return screens;
}

function readScreens(): Map<string, string> {
  const site = readSourceScreens(fileURLToPath(new URL('../../../customer-site/src', import.meta.url)), 'customer site');
  const admin = consoleScreens(readConsoleSources(fileURLToPath(new URL('../../../admin/src', import.meta.url))));
  const ids = new Set([...site.keys(), ...admin.keys()]);
  return new Map([...ids].map((id) => [id, [...(admin.get(id) ?? []), ...(site.get(id) ?? [])].join('; ')] as const));
}

/** Where the end-to-end run fired a staff call by clicking: the console route and the control clicked (docs/reach.json). */
export interface Click {
  route: string;
  control: string | null;
}

const clickCell = (click: Click | undefined): string =>
  click ? cell(`${click.route}${click.control ? ` · "${click.control.replace(/\s+/g, ' ')}"` : ' (on opening)'}`) : '—';

function row(e: CatalogueEntry, screens: Map<string, string>, clicks: Map<string, Click>): string {
  return `| \`${e.id}\` | ${e.method.toUpperCase()} | \`${e.path}\` | ${e.auth} | ${e.area} | ${cell(e.summary)} | ${cell(screens.get(e.id) ?? '—')} | ${clickCell(clicks.get(e.id))} |`;
}

/** The whole markdown document for the given groups of entries. */
export function renderApiDocs(
  groups: Map<Service, CatalogueEntry[]>,
  screens: Map<string, string> = new Map(),
  clicks: Map<string, Click> = new Map(),
): string {
  const total = [...groups.values()].reduce((n, list) => n + list.length, 0);
  const lines = [
    '# API catalogue',
    '',
    `Generated from \`shared/api/src/catalogue\` by \`pnpm docs:api\`; do not edit by hand. ${total} calls.`,
    'Call one by id with `call(id, { vars, params, data })` from `@pronto/api`. Auth: `public` (anyone),',
    '`customer` (customer bearer token), `staff` (staff bearer token, role-checked by area with `canRole`),',
    '`report` (report bearer token). Every body is the envelope `{ data, errors: [{ message, code? }] }`.',
    '',
    'The Screen column names the console screen or customer-site page whose source calls the entry; the rest are',
    'reached through the API console (`/catalogue` in the admin), which calls any entry. The Clicked column is',
    'measured: the console route and the button (or tab, link, menu item) the end-to-end run clicked before the',
    'console sent the staff call (`docs/reach.json`, written by `E2E_WRITE_REACH=../docs/reach.json pnpm test:e2e`);',
    '"on opening" is a call the screen makes as it opens.',
    '',
    '| Service | Calls | On a screen | Clicked |',
    '|---|---|---|---|',
    ...[...groups].map(
      ([service, list]) =>
        `| [${TITLES[service]}](#${service}) | ${list.length} | ${list.filter((e) => screens.has(e.id)).length} | ${list.filter((e) => clicks.has(e.id)).length} |`,
    ),
    `| all | ${total} | ${[...groups.values()].flat().filter((e) => screens.has(e.id)).length} | ${[...groups.values()].flat().filter((e) => clicks.has(e.id)).length} |`,
  ];
  // Calls the specs do not list but a screen or journey needs: marked in their summary, counted here.
  const assumed = [...groups.values()].flat().filter((e) => e.summary.startsWith('Assumed:'));
  lines.push(
    '',
    '## Assumed calls',
    '',
    `${assumed.length} of the ${total} calls are not in the specs' catalogue; each is here with the reason a screen or journey needs it.`,
    '',
  );
  lines.push('| Id | Method | Path | Reason | Screen |', '|---|---|---|---|---|');
  lines.push(
    ...assumed.map(
      (e) =>
        `| \`${e.id}\` | ${e.method.toUpperCase()} | \`${e.path}\` | ${cell(e.summary.replace(/^Assumed:\s*/, ''))} | ${cell(screens.get(e.id) ?? '—')} |`,
    ),
  );
  for (const [service, list] of groups) {
    lines.push('', `## ${service}`, '', `${list.length} calls (${TITLES[service]}).`, '');
    lines.push('| Id | Method | Path | Auth | Area | Summary | Screen | Clicked |', '|---|---|---|---|---|---|---|---|');
    lines.push(...list.map((e) => row(e, screens, clicks)));
  }
  return `${lines.join('\n')}\n`;
}

const target = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
const reachFile = fileURLToPath(new URL('../../../docs/reach.json', import.meta.url));

/** The clicks of the last measured end-to-end run (none when it was never written). */
function readClicks(): Map<string, Click> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(reachFile, 'utf8')) as Record<string, Click>));
  } catch {
    return new Map();
  }
}

/** Writes docs/api.md, or with `--check` fails when it is stale. */
function main(): void {
  const text = renderApiDocs(catalogueByService(), readScreens(), readClicks());
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // Missing file: stale.
    }
    if (current !== text) {
      console.error('docs/api.md is out of date: run pnpm docs:api');
      process.exit(1);
    }
    console.log('docs/api.md is up to date');
  } else {
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}

// Run as a script (`pnpm docs:api`), not when a test imports the functions.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
