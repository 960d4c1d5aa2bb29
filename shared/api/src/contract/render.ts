import type { CatalogueEntry } from '../types.ts';
import type { ResourceDef } from '../resources.ts';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The text of `ids.generated.ts`: one line per catalogue entry with its literal id, method, path,
 * path variables and access, so that an unknown id or a missing path variable does not compile.
 * Types only: nothing of it reaches a bundle.
 */
export function renderCallIds(entries: readonly CatalogueEntry[]): string {
  const lines = entries.map((e) => {
    const vars = e.vars.length > 0 ? e.vars.map(quote).join(' | ') : 'never';
    return `  ${quote(e.id)}: { method: ${quote(e.method)}; path: ${quote(e.path)}; vars: ${vars}; auth: ${quote(e.auth)} };`;
  });
  return [
    '// Generated from the catalogue (shared/api/src/catalogue) by `pnpm gen:contract`; do not edit.',
    '// contract.test.ts fails when this file and the catalogue disagree.',
    '',
    '/** Every catalogue entry by its literal id: method, path, path variables and who may call it. */',
    'export interface CallShapes {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

/**
 * The text of `areas.generated.ts`: the staff area of every call the resource table names, in catalogue
 * order, so that the console's access rules (which calls a role may make) need not load the catalogue.
 */
export function renderResourceCallAreas(entries: readonly CatalogueEntry[], resources: readonly ResourceDef[]): string {
  const named = new Set<string>(resources.flatMap((r) => Object.values(r.calls)));
  const lines = entries.filter((e) => named.has(e.id)).map((e) => `  ${quote(e.id)}: ${quote(e.area)},`);
  return [
    '// Generated from the catalogue (shared/api/src/catalogue) by `pnpm gen:contract`; do not edit.',
    '// contract.test.ts fails when this file and the catalogue disagree.',
    "import type { Area } from '../types.ts';",
    '',
    "/** The staff area of every call the resource table (resources.ts) names: the console's access rules read it. */",
    'export const RESOURCE_CALL_AREAS: Readonly<Record<string, Area>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
