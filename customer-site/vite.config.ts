import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueSummaries } from './build/catalogue-summaries.ts';
import { prerenderPages } from './build/prerender.ts';
import { servedMarket } from './build/served-market.ts';
import { precompress } from '@pronto/devtools/precompress';
import { cspMeta, DEV_FS_DENY, SECURITY_HEADERS } from '@pronto/devtools/security';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const port = Number(process.env.SITE_PORT || 5173);
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/** Modules of the shell chunk (see codeSplitting below). */
const shell = new RegExp(
  [
    /node_modules\/(react|react-dom|scheduler)\//,
    /\/customer-site\/src\/(app|chrome|i18n|session)\/(?!pages\/|.*(SideMenu|Modal|ConfirmDialog|AccountNav|AccountActions|account-menu|logout\.ts|customer\.ts|leave-confirm|start\.ts|page-chunks|Illustration|Footer|CardLogos|Logo|LegalBanner|NoticeList))/,
    // The request layer and the journey calls the pages people land on make first (@pronto/api/customer-site
    // and what it imports; the other journey calls are a chunk of their own).
    /\/shared\/request\/src\//,
    /\/shared\/api\/src\/(customer-site|call|catalogue\/(define|with-ids|journeys-first))\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

export default defineConfig(() => ({
  plugins: [servedMarket(), react(), cspMeta(), catalogueSummaries(), prerenderPages(), precompress()],
  // Each build serves one market (VITE_MARKET): the shared rules see only that market, so the other
  // market's rules, messages and data (DNI/NIE, provinces) are left out of the bundle. Builds get literal
  // constants instead (build/served-market.ts); tests and the dev server read the variable here.
  resolve: { alias: { '@pronto/countries/served': fileURLToPath(new URL('./src/app/served-markets.ts', import.meta.url)) } },
  // Vite's own deny list (.git, secrets) and the mock's data file are never served by the dev server.
  server: { host: '127.0.0.1', port, strictPort: true, proxy, fs: { deny: [...DEV_FS_DENY] } },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy, headers: SECURITY_HEADERS },
  build: {
    target: 'es2022',
    // Every browser the site supports (es2022) knows modulepreload: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // Only the pages people land on (the calculator, registration, login) preload their chunks along with
      // their own: the list of every page's chunks cost 1 KB of every page's first load. Other pages load
      // theirs on arrival, one round trip later.
      resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
        hostType === 'html' || /\/(shell|HomePage|RegisterPage|LoginPage)-/.test(file) ? deps : [],
    },
    rolldownOptions: {
      output: {
        // The code every page needs in one chunk instead of ten small shared ones: React, the app frame,
        // the router, the request layer and the journey calls. The pages (the calculator too), the forms,
        // the chrome loaded on demand, the session check at start, the account area's calls, dompurify
        // and the disposable-domain list stay out of it.
        codeSplitting: {
          groups: [
            // The entry and what it imports statically, Vite's helper for preloading a dynamic import's chunks
            // among them, in the entry's own file: the entry needs the helper to start the app (src/main.tsx),
            // and the shell and the pages import it from there, already loaded. In the shell it would make the
            // entry load the whole shell before first paint; in a chunk of its own it cost every page a file.
            { name: 'index', tags: ['$initial' as const] },
            { name: 'shell', test: shell },
            // The form building blocks every form page uses, in one chunk.
            {
              name: 'forms',
              test: /\/customer-site\/src\/(forms\/(form|inputs|Field|SubmitButton|FormAlert|server-errors)|tracking\/conversion)\./,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'customer-site',
    environment: 'jsdom',
    // One module graph and one jsdom per worker, not per file (the setup file resets what tests change).
    isolate: false,
    // A test that prints an error or a warning, or sends a request no fake answers, fails.
    setupFiles: ['../shared/devtools/src/vitest/strict-console.ts', '../shared/devtools/src/vitest/no-network.ts', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    testTimeout: 30_000,
    expect: { poll: { timeout: 10_000 } },
  },
}));
