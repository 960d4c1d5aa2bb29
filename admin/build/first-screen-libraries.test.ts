import { describe, expect, it } from 'vitest';
import { librariesLoadedWith, type Chunk } from './first-screen-libraries.ts';

const lib = (path: string) => `/work/node_modules/.pnpm/x/node_modules/${path}`;
const own = (path: string) => `/work/admin/src/${path}`;
const chunk = (fileName: string, imports: string[], modules: Record<string, number>): Chunk => ({
  fileName,
  imports,
  modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
});

/** A console in miniature: the entry, the list, a screen the list does not open, and the chunks they share. */
const chunks = [
  chunk('index.js', [], { [own('main.tsx')]: 300 }),
  chunk('list.js', ['datagrid.js', 'react.js'], { [own('list.tsx')]: 900, [lib('ra-ui/list.js')]: 400 }),
  chunk('datagrid.js', ['react.js'], { [lib('ra-ui/datagrid.js')]: 800, [lib('ra-ui/unused.js')]: 0 }),
  chunk('react.js', [], { [lib('react/index.js')]: 2000 }),
  chunk('show.js', ['dialog.js', 'datagrid.js'], { [own('show.tsx')]: 700 }),
  chunk('dialog.js', [], { [lib('mui/Dialog.js')]: 600 }),
];

describe('the library code a screen loads', () => {
  it('is every rendered library module in the chunks holding its modules and in what those import, transitively', () => {
    expect([...librariesLoadedWith(chunks, [own('main.tsx'), own('list.tsx')])].sort()).toEqual(
      [lib('ra-ui/list.js'), lib('ra-ui/datagrid.js'), lib('react/index.js')].sort(),
    );
  });

  it("leaves out what only other screens' chunks hold", () => {
    expect(librariesLoadedWith(chunks, [own('list.tsx')]).has(lib('mui/Dialog.js'))).toBe(false);
    expect(librariesLoadedWith(chunks, [own('show.tsx')]).has(lib('mui/Dialog.js'))).toBe(true);
  });

  it('is empty when no chunk holds the modules', () => {
    expect(librariesLoadedWith(chunks, [own('gone.tsx')]).size).toBe(0);
  });
});
