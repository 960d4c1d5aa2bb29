import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, gzipSize, pageKey, staticClosure, type Manifest } from './first-load.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/home/Home.tsx', 'src/pages/login/Login.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  'src/pages/home/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/pages/login/Login.tsx': {
    file: 'assets/Login.js',
    isDynamicEntry: true,
    imports: ['_forms.js'],
    dynamicImports: ['src/pages/home/Home.tsx'],
  },
};

describe('first-load JS from a Vite manifest', () => {
  it('follows static imports transitively, once each', () => {
    expect(staticClosure(manifest, 'index.html').sort()).toEqual(['_react.js', '_vendor.js', 'index.html']);
  });

  it('counts the entry closure for the app without a page', () => {
    expect(firstLoadFiles(manifest).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/vendor.js']);
  });

  it('adds a lazy page and its own static imports, not its dynamic imports', () => {
    expect(firstLoadFiles(manifest, /pages\/login\//).sort()).toEqual([
      'assets/Login.js',
      'assets/forms.js',
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
  });

  it('treats a page that is not a lazy chunk as part of the entry', () => {
    expect(pageKey(manifest, /pages\/register\//)).toBeUndefined();
    expect(firstLoadFiles(manifest, /pages\/register\//)).toHaveLength(3);
  });

  it("counts what an entry that starts the app lazily imports, and that import's static imports", () => {
    const lazyStart: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_helper.js'], dynamicImports: ['_shell.js'] },
      '_helper.js': { file: 'assets/helper.js' },
      '_shell.js': { file: 'assets/shell.js', imports: ['_runtime.js'], dynamicImports: ['src/pages/Home.tsx'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'src/pages/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['_runtime.js'] },
    };
    expect(firstLoadFiles(lazyStart).sort()).toEqual(['assets/helper.js', 'assets/index.js']);
    expect(firstLoadFiles(lazyStart, /pages\/Home/, { startsLazily: true }).sort()).toEqual([
      'assets/Home.js',
      'assets/helper.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/shell.js',
    ]);
  });

  it('gzips at level 6', () => {
    const text = Buffer.from('pronto '.repeat(500));
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 6 }).length);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
  });
});
