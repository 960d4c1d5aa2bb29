import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '@pronto/devtools/precompress';
import { cspMeta, DEV_FS_DENY, SECURITY_HEADERS } from '@pronto/devtools/security';
import { firstScreenChunkGroups } from './build/first-screen-chunks.ts';
import { firstScreenLibraries } from './build/first-screen-libraries.ts';
import { preloadChunk } from './build/preload-chunk.ts';
import { siteUrls } from './build/site-urls.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const port = Number(process.env.ADMIN_PORT || 5174);
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

// The platform's Object.entries instead of its es-shims polyfill (build/object-entries.cjs).
const resolve = { alias: { 'object.entries': fileURLToPath(new URL('./build/object-entries.cjs', import.meta.url)) } };
// React has a chunk of its own, so the sign-in page of a fresh visit loads React and no other library.
const reactChunk = { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 2 };

export default defineConfig(async ({ command }) => {
  // What the customer list loads of the libraries, from a first build chunked without the groups below.
  const firstScreen =
    command === 'build'
      ? await firstScreenLibraries({
          root: fileURLToPath(new URL('.', import.meta.url)),
          plugins: [react()],
          resolve,
          build: { rolldownOptions: { output: { codeSplitting: { groups: [reactChunk, ...firstScreenChunkGroups] } } } },
        })
      : new Set<string>();
  return {
    // React's chunk is fetched beside the entry: both the sign-in and the console need it (build/preload-chunk.ts).
    plugins: [react(), cspMeta(), precompress(), siteUrls(), preloadChunk('react')],
    resolve,
    build: {
      rolldownOptions: {
        output: {
          // Rolldown's public chunking groups. Alone, it splits react-admin and MUI into some 70 small
          // chunks on the way to the customer list, one per set of screens sharing them: each a request and a
          // gzip stream of its own. The library code the customer list loads goes into one chunk instead
          // (build/first-screen-libraries.ts), and the rest of what most screens share (30 or more entry
          // chunks) into another, which the first screen does not load.
          codeSplitting: {
            groups: [
              reactChunk,
              { name: 'first-screen', test: (id: string) => firstScreen.has(id), priority: 1 },
              { name: 'react-admin', test: /\/node_modules\/(?!(react|react-dom|scheduler)\/)[^.]/, minShareCount: 30, priority: 0 },
              ...firstScreenChunkGroups,
            ],
          },
        },
      },
    },
    // Vite's own deny list (.git, secrets) and the mock's data file are never served by the dev server.
    server: { host: '127.0.0.1', port, strictPort: true, proxy, fs: { deny: [...DEV_FS_DENY] } },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy, headers: SECURITY_HEADERS },
    test: {
      name: 'admin',
      environment: 'jsdom',
      // One module graph and one jsdom per worker, not per file (the setup file resets what tests change).
      isolate: false,
      // A test that prints an error or a warning, or sends a request no fake answers, fails.
      setupFiles: ['../shared/devtools/src/vitest/strict-console.ts', '../shared/devtools/src/vitest/no-network.ts', './src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      // A screen test takes up to 2 s of CPU: room for a machine loaded eight times over and more.
      testTimeout: 30_000,
      expect: { poll: { timeout: 10_000 } },
    },
  };
});
