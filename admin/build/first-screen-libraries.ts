import { build, type InlineConfig, type Rolldown } from 'vite';

// A URL's path, not fileURLToPath (the unit tests run under jsdom, whose URL node:url does not take).
const here = import.meta.url;
const src = (path: string) => decodeURIComponent(new URL(`../src/${path}`, here).pathname);

/**
 * The own modules a signed-in cold load of the customer list runs on a desktop (main.tsx, routeLoaders.ts):
 * the chunks holding them, and what those import statically, are what the browser fetches for that screen.
 * Not the phone's list: its libraries (2 KB gzip) load beside it, on phones only, as Vite preloads a lazy
 * chunk's imports with it.
 */
export const FIRST_SCREEN = [
  'main.tsx',
  'start/console.tsx',
  'resources/customers/listLoader.ts',
  'resources/customers/CustomerList.tsx',
  'providers/access.ts',
  'providers/customer.ts',
].map(src);

/** Enough of an output chunk: its file, what it imports statically and which modules it renders. */
export type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports'> & {
  modules: Record<string, Pick<Rolldown.RenderedModule, 'renderedLength'>>;
};

const isLibrary = (id: string) => id.includes('/node_modules/');

/**
 * The library modules (rendered, so used) in the chunks holding `starts` and in every chunk those import
 * statically, transitively: the library code a browser loads to run `starts`.
 */
export function librariesLoadedWith(chunks: readonly Chunk[], starts: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stack = chunks.filter((chunk) => starts.some((id) => id in chunk.modules));
  const seen = new Set<Chunk>();
  const libraries = new Set<string>();
  while (stack.length > 0) {
    const chunk = stack.pop() as Chunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const [id, module] of Object.entries(chunk.modules)) if (isLibrary(id) && module.renderedLength > 0) libraries.add(id);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) stack.push(imported);
    }
  }
  return libraries;
}

/**
 * The library modules the console's first screen loads, from a first build (not written) made with
 * `config`: the chunking groups given there decide what the screen's chunks are, so leave out the
 * library group this set is for.
 */
export async function firstScreenLibraries(config: InlineConfig): Promise<Set<string>> {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, sourcemap: false, minify: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
  // A module renamed or moved would otherwise leave its libraries in the chunk the first screen skips.
  const missing = FIRST_SCREEN.filter((id) => !chunks.some((chunk) => id in chunk.modules));
  if (missing.length > 0) throw new Error(`first-screen-libraries: no chunk holds ${missing.join(', ')}`);
  return librariesLoadedWith(chunks, FIRST_SCREEN);
}
