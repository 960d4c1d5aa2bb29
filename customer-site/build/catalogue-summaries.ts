import { parseSync, type Plugin } from 'vite';

/** The catalogue modules the site bundles whose entries carry summaries. */
const CATALOGUE = /\/shared\/api\/src\/catalogue\/journeys(-first)?\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of the tree under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* walk(child);
  else if (isNode(node)) {
    yield node;
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

/**
 * `code` with the summary of every entry emptied: the sixth argument of each `d(...)` / `define(...)`
 * call, when it is a string. Summaries document the calls (docs/api.md, the admin's API console); the
 * customer site never shows them, and they were 0.7 KB gzip of every page's first load.
 */
export function withoutSummaries(code: string, file: string): { code: string; emptied: number } {
  const { program } = parseSync(file, code) as { program: unknown };
  const cuts: [number, number][] = [];
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { name?: string };
    const summary = (node.arguments as Node[])[5];
    if (
      callee.type === 'Identifier' &&
      (callee.name === 'd' || callee.name === 'define') &&
      summary?.type === 'Literal' &&
      typeof summary.value === 'string'
    ) {
      cuts.push([summary.start, summary.end]);
    }
  }
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}''${out.slice(end)}`;
  return { code: out, emptied: cuts.length };
}

/** Vite plugin: the site's build leaves the catalogue's summaries out (see `withoutSummaries`). */
export function catalogueSummaries(): Plugin {
  return {
    name: 'pronto-catalogue-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      return { code: withoutSummaries(code, id).code, map: null };
    },
  };
}
