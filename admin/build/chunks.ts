import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
/** Set during the first pass, so that pass builds with rolldown's own split. */
const FIRST_PASS = 'PRONTO_ADMIN_CHUNKS_FIRST_PASS';

type Chunk = Rolldown.OutputChunk;

/** A chunk's file and, transitively, the chunks it imports statically. */
function closure(chunks: Map<string, Chunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * Which group each module goes to, from rolldown's own split (after tree-shaking): the chunks the console
 * (`app`) imports beyond the entry's become `console`; those the customer list imports beyond both,
 * `ra-list`. What the `apart` chunks import stays out of both: the sign-in page (React, shared with the
 * console) and the early call (the first page's data, fetched while the console loads), so neither waits
 * for the console chunk.
 */
export function groupsOf(output: readonly Chunk[], app: string, list: string, apart: readonly string[] = []): Map<string, string> {
  const chunks = new Map(output.map((c) => [c.fileName, c]));
  const byModule = (id: string) => output.find((c) => c.facadeModuleId === id)?.fileName;
  const entry = output.find((c) => c.isEntry)?.fileName;
  const appFile = byModule(app);
  const listFile = byModule(list);
  const groups = new Map<string, string>();
  if (!entry || !appFile) return groups;
  const first = new Set([entry, ...apart.map(byModule)].flatMap((file) => (file ? [...closure(chunks, file)] : [])));
  const consoleChunks = [...closure(chunks, appFile)].filter((f) => !first.has(f) && f !== appFile);
  const loaded = new Set([...first, ...closure(chunks, appFile)]);
  const listChunks = listFile ? [...closure(chunks, listFile)].filter((f) => !loaded.has(f) && f !== listFile) : [];
  for (const [name, files] of [
    ['console', consoleChunks],
    ['ra-list', listChunks],
  ] as const) {
    for (const file of files) for (const id of chunks.get(file)?.moduleIds ?? []) groups.set(id, name);
  }
  return groups;
}

/**
 * Fewer, larger chunks on the way to the first screen (issue 8). Rolldown splits react-admin and MUI into
 * dozens of small shared chunks; each is a request a phone waits a round trip for. The build runs twice:
 * first with rolldown's split, to learn (after tree-shaking) which chunks the console (start/console.tsx)
 * and the customer list load beyond the entry and the sign-in page; then with those merged into one
 * `console` chunk and one `ra-list` chunk (react-admin's list machinery, shared by the other list
 * screens). Chunks hold the same modules as before, merged: what the sign-in page and the console load is
 * unchanged.
 */
export function consoleChunks(): Plugin {
  return {
    name: 'pronto-console-chunks',
    apply: 'build',
    async config(config) {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      let output: Chunk[];
      try {
        const result = await build({
          configFile,
          root: config.root,
          logLevel: 'silent',
          build: { write: false, manifest: false, emptyOutDir: false, outDir: config.build?.outDir },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        output = outputs.flatMap((o) => o.output).filter((c): c is Chunk => c.type === 'chunk');
      } finally {
        delete process.env[FIRST_PASS];
      }
      const groups = groupsOf(output, src('start/console.tsx'), src('resources/customers/CustomerList.tsx'), [
        src('start/signIn.tsx'),
        src('providers/catalogue-call.ts'),
      ]);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string) => groups.get(id) ?? null,
                    debugName: 'pronto-console-chunks',
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
