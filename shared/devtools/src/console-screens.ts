/**
 * Which console screen makes each catalogue call, read from the console's source (the Screen
 * column of docs/api.md is generated from the calls the screens make, and a test fails on a staff call
 * without a screen). The API console (admin/src/catalogue) calls anything, so it names no screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CRUD_METHODS, hasEntry, RESOURCES, type ResourceDef } from '@pronto/api';

/** A source file of the console: its path under admin/src (with `/`) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

const REACT_ADMIN_METHODS = new Set<string>(CRUD_METHODS);
const ID = /'([a-z]+\.[\w./{}-]+)'/g;
/** Where a provider method or helper starts: `name: (`, `name: async (`, `function name(`, `const name = (`. */
const START =
  /^\s*(?:(\w+):\s*(?:async\s*)?\(|(?:export\s+)?(?:async\s+)?function\s+(\w+)|(?:export\s+)?const\s+(\w+)\s*=\s*(?:\(\(|\(|async))/;

const idsIn = (text: string) => [...text.matchAll(ID)].map((m) => m[1] as string).filter((id) => hasEntry(id));

/** The screen a file belongs to: its folder under resources/, or its top folder (dashboard, reports, login ...). */
function screenOf(path: string): string {
  const parts = path.split('/');
  return `admin: ${parts[0] === 'resources' ? parts[1] : parts.length > 1 ? parts[0] : path.replace(/\.tsx?$/, '')}`;
}

const resourcesOf = (provider: SourceFile) => `admin: resources of ${provider.path.replace(/^providers\/|\.ts$/g, '')}`;

/** A provider file's ids by the method (or helper) whose body names them; ids before any method go to ''. */
function providerMethods(text: string): Map<string, string[]> {
  const byMethod = new Map<string, string[]>();
  let current = '';
  for (const line of text.split('\n')) {
    const start = START.exec(line);
    if (start) current = start[1] ?? start[2] ?? start[3] ?? current;
    for (const id of idsIn(line)) byMethod.set(current, [...(byMethod.get(current) ?? []), id]);
  }
  return byMethod;
}

/**
 * Each catalogue id the console's screens call -> the screens. A screen calls an id when one of its files
 * names the id, or names a provider method whose body names it. A provider's react-admin methods
 * (getList, update ...) and helpers serve its resources; the resource table's calls are the screens'
 * of every resource a screen names.
 */
export function consoleScreens(files: readonly SourceFile[]): Map<string, string[]> {
  const screens = new Map<string, string[]>();
  const add = (id: string, screen: string) => {
    const list = screens.get(id) ?? [];
    if (!list.includes(screen)) screens.set(id, [...list, screen]);
  };
  const isProvider = (f: SourceFile) => f.path.startsWith('providers/');
  // Message files name ids as words for the audit trail, not as calls.
  const isWords = (f: SourceFile) => f.path.startsWith('i18n/') || f.path.endsWith('messages.ts');
  const onScreen = files.filter((f) => !isProvider(f) && !isWords(f) && !f.path.startsWith('catalogue/'));
  // A resource is the screens' when one names it: registered in App.tsx or an area's index.ts, or read
  // by a screen through react-admin's hooks and reference fields (a customer's comments).
  const registered = new Set(onScreen.flatMap((f) => [...f.text.matchAll(/["'](\w+)["']/g)].map((m) => m[1] as string)));

  for (const f of onScreen) for (const id of idsIn(f.text)) add(id, screenOf(f.path));

  const names = (f: SourceFile, method: string) => new RegExp(`\\b${method}\\b`).test(f.text);
  const uses = (f: SourceFile, method: string) => (f.text.match(new RegExp(`\\b${method}\\b`, 'g')) ?? []).length;
  // A screen naming the method, or a provider's react-admin methods calling it (its own, or another's) for their resources.
  const called = (method: string, from: SourceFile) => [
    ...onScreen.filter((f) => names(f, method)).map((f) => screenOf(f.path)),
    ...files.filter((f) => isProvider(f) && (f === from ? uses(f, method) > 1 : names(f, method))).map(resourcesOf),
  ];
  for (const provider of files.filter(isProvider)) {
    for (const [method, ids] of providerMethods(provider.text)) {
      const by =
        method === '' || REACT_ADMIN_METHODS.has(method) || !/^[a-z]/.test(method) ? [resourcesOf(provider)] : called(method, provider);
      for (const id of ids) for (const screen of by) add(id, screen);
    }
  }
  for (const [name, def] of Object.entries(RESOURCES as Record<string, ResourceDef>)) {
    if (!registered.has(name)) continue;
    for (const id of Object.values(def.calls)) add(id, `admin: ${name}`);
  }
  return screens;
}

/** The console's source files under `src`, tests, type tests and test helpers left out. */
export function readConsoleSources(src: string): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
  return walk(src)
    .map((path) => relative(src, path).split(sep).join('/'))
    .filter((path) => /\.tsx?$/.test(path) && !/\.(type)?test\.tsx?$/.test(path) && !path.startsWith('test/'))
    .map((path) => ({ path, text: readFileSync(join(src, path), 'utf8') }));
}
