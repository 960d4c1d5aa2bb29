import { describe, expect, it } from 'vitest';
import { firstScreenChunkGroups, firstScreenGroups } from './first-screen-chunks.ts';

const here = import.meta.url;
const src = (path: string) => decodeURIComponent(new URL(`../src/${path}`, here).pathname);
const shared = (path: string) => decodeURIComponent(new URL(`../../shared/${path}`, here).pathname);
const lib = (path: string) => `/work/node_modules/.pnpm/x/node_modules/${path}`;

/** A console in miniature: the entry, the sign-in page, the list's route loader and the list. */
const imports: Record<string, string[]> = {
  [src('main.tsx')]: [src('routeLoaders.ts'), src('providers/session.ts')],
  [src('routeLoaders.ts')]: [],
  [src('start/signIn.tsx')]: [src('start/root.ts'), lib('react-dom/client.js')],
  [src('resources/customers/listLoader.ts')]: [src('providers/customer.ts'), lib('@tanstack/react-query/build/modern/index.js')],
  [src('providers/customer.ts')]: [src('providers/rpc.ts'), lib('react-admin/dist/index.js'), shared('api/src/index.ts')],
  [src('providers/rpc.ts')]: [src('providers/call.ts')],
  [src('providers/call.ts')]: [shared('api/src/console.ts')],
  [src('providers/catalogue-call.ts')]: [shared('api/src/index.ts')],
  [shared('api/src/index.ts')]: [shared('api/src/call.ts'), shared('api/src/catalogue/index.ts'), shared('api/src/resources.ts')],
  [shared('api/src/call.ts')]: [shared('api/src/caller.ts'), shared('api/src/catalogue/index.ts')],
  [shared('api/src/catalogue/index.ts')]: [shared('api/src/catalogue/customer.ts'), shared('api/src/catalogue/loan.ts')],
  [shared('api/src/catalogue/customer.ts')]: [shared('api/src/catalogue/console-first.ts'), shared('api/src/catalogue/define.ts')],
  [shared('api/src/catalogue/loan.ts')]: [shared('api/src/catalogue/define.ts')],
  [shared('api/src/console.ts')]: [shared('api/src/caller.ts'), shared('api/src/catalogue/console-first.ts')],
  [shared('api/src/catalogue/console-first.ts')]: [shared('api/src/catalogue/define.ts')],
  [src('resources/customers/CustomerList.tsx')]: [
    src('fields/DateField.tsx'),
    shared('domain/src/index.ts'),
    lib('react-admin/dist/index.js'),
  ],
  [src('fields/DateField.tsx')]: [src('start/root.ts'), src('providers/rpc.ts'), src('fields/locale.ts')],
  [shared('domain/src/index.ts')]: [shared('domain/src/loan/caps.ts')],
  [lib('react-admin/dist/index.js')]: [lib('ra-core/dist/index.js')],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };

describe('the first screen chunk groups', () => {
  it("put what the route loader's search needs in one chunk, without the entry's or the sign-in page's modules, nor library code", () => {
    expect([...firstScreenGroups(graph).search].sort()).toEqual(
      [
        src('providers/call.ts'),
        src('providers/customer.ts'),
        src('providers/rpc.ts'),
        src('resources/customers/listLoader.ts'),
        shared('api/src/index.ts'),
        shared('api/src/resources.ts'),
        shared('api/src/console.ts'),
        shared('api/src/caller.ts'),
        shared('api/src/catalogue/console-first.ts'),
        shared('api/src/catalogue/define.ts'),
      ].sort(),
    );
  });

  it("leave out of the search's chunk the whole catalogue and the modules only it needs: the first call's entry is enough", () => {
    const { search } = firstScreenGroups(graph);
    for (const id of ['call.ts', 'catalogue/index.ts', 'catalogue/customer.ts', 'catalogue/loan.ts'])
      expect(search.has(shared(`api/src/${id}`)), id).toBe(false);
    expect(search.has(src('providers/catalogue-call.ts'))).toBe(false);
  });

  it("put the console modules the list shares with other screens in one chunk, not the list's own module nor the shared packages'", () => {
    expect([...firstScreenGroups(graph).list].sort()).toEqual([src('fields/DateField.tsx'), src('fields/locale.ts')].sort());
  });

  it("give the search chunk react-query's client and react-admin's store and HttpError, no other library module", () => {
    const [search] = firstScreenChunkGroups;
    const name = (id: string) => search?.name(id, graph);
    expect(name(lib('@tanstack/query-core/build/modern/queryClient.js'))).toBe('first-call');
    expect(name(lib('ra-core/dist/store/localStorageStore.js'))).toBe('first-call');
    expect(name(lib('ra-core/dist/dataProvider/HttpError.js'))).toBe('first-call');
    expect(name(lib('ra-core/dist/index.js'))).toBeNull();
    expect(name(lib('@tanstack/react-query/build/modern/index.js'))).toBeNull();
    expect(name(src('start/root.ts'))).toBeNull();
  });
});
