import { describe, expect, it } from 'vitest';
import { firstScreenChunkGroups, firstScreenGroups } from './first-screen-chunks.ts';

const here = import.meta.url;
const src = (path: string) => decodeURIComponent(new URL(`../src/${path}`, here).pathname);
const shared = (path: string) => decodeURIComponent(new URL(`../../shared/${path}`, here).pathname);
const lib = (path: string) => `/work/node_modules/.pnpm/x/node_modules/${path}`;

/** A console in miniature: the entry, the sign-in page, the list's route loader and the list. */
const imports: Record<string, string[]> = {
  [src('main.tsx')]: [src('routeLoaders.ts'), src('providers/session.ts')],
  [src('routeLoaders.ts')]: [src('providers/call.ts')],
  [src('start/signIn.tsx')]: [src('start/root.ts'), lib('react-dom/client.js')],
  [src('resources/customers/listLoader.ts')]: [src('providers/customer.ts'), lib('@tanstack/react-query/build/modern/index.js')],
  [src('providers/customer.ts')]: [src('providers/rpc.ts'), lib('react-admin/dist/index.js'), shared('api/src/index.ts')],
  [src('providers/rpc.ts')]: [src('providers/call.ts')],
  [src('providers/catalogue-call.ts')]: [shared('api/src/index.ts')],
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
        src('providers/catalogue-call.ts'),
        src('providers/customer.ts'),
        src('providers/rpc.ts'),
        src('resources/customers/listLoader.ts'),
        shared('api/src/index.ts'),
      ].sort(),
    );
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
