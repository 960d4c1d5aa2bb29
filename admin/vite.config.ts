import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '@pronto/devtools/precompress';
import { cspMeta, DEV_FS_DENY, SECURITY_HEADERS } from '@pronto/devtools/security';
import { firstScreenChunkGroups } from './build/first-screen-chunks.ts';
import { preloadChunk } from './build/preload-chunk.ts';
import { siteUrls } from './build/site-urls.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const port = Number(process.env.ADMIN_PORT || 5174);
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  // React's chunk is fetched beside the entry: both the sign-in and the console need it (build/preload-chunk.ts).
  plugins: [react(), cspMeta(), precompress(), siteUrls(), preloadChunk('react')],
  // The platform's Object.entries instead of its es-shims polyfill (build/object-entries.cjs).
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./build/object-entries.cjs', import.meta.url)) } },
  build: {
    rolldownOptions: {
      output: {
        // Rolldown's public chunking groups. Alone, it splits react-admin and MUI into some 70 small
        // chunks on the way to the customer list, one per set of screens sharing them: each a request and a
        // gzip stream of its own (410 KB gzip). The library code most screens share (here: 30 or more
        // entry chunks, which the console's start needs anyway) goes into one chunk instead (379 KB; 10 gave
        // 389, 45 gave 396). React has a group of its own, first, so the sign-in page of a fresh visit loads
        // React and not that chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            { name: 'react-admin', test: /\/node_modules\/(?!(react|react-dom|scheduler)\/)[^.]/, minShareCount: 30, priority: 1 },
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
});
