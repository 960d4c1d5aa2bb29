import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of a Vite build manifest (`build.manifest: true` -> .vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Size {
  files: string[];
  raw: number;
  gzip: number;
  /** As `vite preview` sends them to a browser that accepts Brotli: the build's `.br` file, else the file itself. */
  brotli: number;
}

/** The manifest keys a browser loads for `start`: the chunk and, transitively, its static imports. */
export function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(start);
  return [...seen];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const html = entries.find((key) => key.endsWith('index.html'));
  const key = html ?? entries[0];
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
}

/** The lazily loaded chunk whose source path matches `page`, or undefined when the page is in the entry. */
export function pageKey(manifest: Manifest, page: RegExp): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && page.test(key));
}

/**
 * JavaScript files loaded before a page can render: the entry's static closure plus, when the page is a
 * lazy chunk, that chunk's static closure. With `startsLazily`, the entry's own dynamic imports (and
 * their closures) count too: an entry that imports the app after the first paint still loads it on
 * every visit. CSS and assets are not counted.
 */
export function firstLoadFiles(manifest: Manifest, page?: RegExp, { startsLazily = false } = {}): string[] {
  const entry = entryKey(manifest);
  const keys = new Set(staticClosure(manifest, entry));
  if (startsLazily)
    for (const started of manifest[entry]?.dynamicImports ?? []) for (const key of staticClosure(manifest, started)) keys.add(key);
  const lazy = page ? pageKey(manifest, page) : undefined;
  if (lazy) for (const key of staticClosure(manifest, lazy)) keys.add(key);
  return [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file?.endsWith('.js')));
}

export const gzipSize = (content: Buffer): number => gzipSync(content, { level: 6 }).length;

/** Raw, gzip (level 6) and Brotli-as-served bytes of the given files of a build output directory. */
export function measureFiles(outDir: string, files: string[]): Size {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(join(outDir, file));
    raw += content.length;
    gzip += gzipSize(content);
    const br = join(outDir, `${file}.br`);
    brotli += existsSync(br) ? statSync(br).size : content.length;
  }
  return { files, raw, gzip, brotli };
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
