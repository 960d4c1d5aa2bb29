/**
 * Writes docs/api.md from the @pronto/api catalogue: one table per service.
 * `pnpm --filter @pronto/devtools docs:api` writes it; with `--check` it only fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueByService, type CatalogueEntry, type Service } from '@pronto/api';

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

/**
 * The console screen that calls each id: admin/src/providers/screens.json (screen -> ids, kept
 * complete against the admin's IDS by its own test). Read as data, not imported across packages.
 */
function readScreens(): Map<string, string> {
  const file = fileURLToPath(new URL('../../../admin/src/providers/screens.json', import.meta.url));
  const byScreen = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(Object.entries(byScreen).flatMap(([screen, ids]) => ids.map((id) => [id, screen] as const)));
}

function row(e: CatalogueEntry, screens: Map<string, string>): string {
  return `| \`${e.id}\` | ${e.method.toUpperCase()} | \`${e.path}\` | ${e.auth} | ${e.area} | ${cell(e.summary)} | ${cell(screens.get(e.id) ?? '—')} |`;
}

/** The whole markdown document for the given groups of entries. */
export function renderApiDocs(groups: Map<Service, CatalogueEntry[]>, screens: Map<string, string> = new Map()): string {
  const total = [...groups.values()].reduce((n, list) => n + list.length, 0);
  const lines = [
    '# API catalogue',
    '',
    `Generated from \`shared/api/src/catalogue\` by \`pnpm docs:api\`; do not edit by hand. ${total} calls.`,
    'Call one by id with `call(id, { vars, params, data })` from `@pronto/api`. Auth: `public` (anyone),',
    '`customer` (customer bearer token), `staff` (staff bearer token, role-checked by area with `canRole`),',
    '`report` (report bearer token). Every body is the envelope `{ data, errors: [{ message, code? }] }`.',
    '',
    '| Service | Calls |',
    '|---|---|',
    ...[...groups].map(([service, list]) => `| [${TITLES[service]}](#${service}) | ${list.length} |`),
  ];
  for (const [service, list] of groups) {
    lines.push('', `## ${service}`, '', `${list.length} calls (${TITLES[service]}).`, '');
    lines.push('| Id | Method | Path | Auth | Area | Summary | Screen |', '|---|---|---|---|---|---|---|');
    lines.push(...list.map((e) => row(e, screens)));
  }
  return `${lines.join('\n')}\n`;
}

const target = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
const text = renderApiDocs(catalogueByService(), readScreens());
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
