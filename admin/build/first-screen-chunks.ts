import type { Rolldown } from 'vite';

/** Enough of rolldown's chunking context: a module's static imports. */
interface Graph {
  getModuleInfo(id: string): Pick<Rolldown.ModuleInfo, 'importedIds'> | null;
}

// A URL's path, not fileURLToPath (the unit tests run under jsdom, whose URL node:url does not take), from
// a variable: Vite rewrites `new URL(..., import.meta.url)` in a test as an asset's address.
const here = import.meta.url;
const src = (path: string) => decodeURIComponent(new URL(`../src/${path}`, here).pathname);
const SRC = src('');
const MAIN = src('main.tsx');
const SIGN_IN = src('start/signIn.tsx');
const api = (path: string) => decodeURIComponent(new URL(`../../shared/api/src/${path}`, here).pathname);
/** What the customer list's route loader loads to send its first search (routeLoaders.ts). */
const SEARCH = [src('resources/customers/listLoader.ts')];
/**
 * The whole API catalogue and the call over it: the search does without them (@pronto/api/console), the
 * console loads them with its first other call (providers/call.ts).
 */
const WHOLE_CATALOGUE = [api('catalogue/index.ts'), api('call.ts')];
/** The list the console opens on. */
const LIST = src('resources/customers/CustomerList.tsx');
/** Library modules the search needs, none of which imports React: react-query's client, react-admin's store and HttpError. */
const SEARCH_LIBRARIES = /\/node_modules\/(@tanstack\/query-core\/|ra-core\/dist\/(store\/localStorageStore|dataProvider\/HttpError)\.js)/;

/** The console's own modules and the shared packages' (a library's modules go to its chunk group). */
const isOwn = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0');

/**
 * The own modules `starts` import statically, transitively (what a browser runs with them, library code
 * aside), not through the modules `without` names.
 */
export function ownClosure(graph: Graph, starts: readonly string[], without: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || !isOwn(id) || without.includes(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Which first-screen chunk each own module goes to: the search's, the list's (the modules the list shares
 * with other screens; the list's own module stays in its chunk, with the library code only it uses, which
 * the shared modules must not import from a chunk that imports theirs), or neither.
 */
export function firstScreenGroups(graph: Graph): { search: Set<string>; list: Set<string> } {
  // The entry's and the sign-in page's modules stay where rolldown puts them: a fresh visit's sign-in page
  // loads neither chunk.
  const apart = ownClosure(graph, [MAIN, SIGN_IN]);
  // Not the whole catalogue: a package's index reaches it, but the search needs only its first calls' entries.
  const search = new Set([...ownClosure(graph, SEARCH, WHOLE_CATALOGUE)].filter((id) => !apart.has(id)));
  // The console's modules only: the shared packages' indexes would bring every module of theirs.
  const list = new Set(
    [...ownClosure(graph, [LIST])].filter((id) => id.startsWith(SRC) && id !== LIST && !apart.has(id) && !search.has(id)),
  );
  return { search, list };
}

let cached: { graph: unknown; groups: ReturnType<typeof firstScreenGroups> } | undefined;
const groupsOf = (graph: Graph) => {
  // One chunking pass asks for every module with the same context object.
  if (cached?.graph !== graph) cached = { graph, groups: firstScreenGroups(graph) };
  return cached.groups;
};

/**
 * Rolldown chunk groups for a signed-in cold load of the customer list: rolldown alone puts the own
 * modules the console, the list and the list's route loader share with other screens in some thirty small
 * chunks of their own, each a request (six at a time over HTTP/1.1, a round trip each on a phone's link).
 * Here they make two chunks: what the route loader needs to send the first search, with the few library
 * modules it needs (no React, no react-admin chunk, so the search goes out first), and the rest of the
 * console's and the list's own code.
 */
export const firstScreenChunkGroups = [
  {
    debugName: 'first-call',
    name: (id: string, graph: Graph) => (SEARCH_LIBRARIES.test(id) || groupsOf(graph).search.has(id) ? 'first-call' : null),
    priority: 3,
    // Only the modules named: following imports would reach every react-admin module through its index.
    includeDependenciesRecursively: false,
  },
  {
    debugName: 'customer-list',
    name: (id: string, graph: Graph) => (groupsOf(graph).list.has(id) ? 'customer-list' : null),
    priority: 0,
    includeDependenciesRecursively: false,
  },
];
