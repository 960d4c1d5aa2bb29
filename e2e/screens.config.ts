import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Screenshots of the customer site for docs/screens/site/ (docs/screens/README.md): run once by hand,
 * never by `npm test` (its projects do not match `screens/`). Same servers as the e2e run, without the
 * dev servers: `pnpm build`, then `npx playwright test -c screens.config.ts`.
 */
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig({
  ...base,
  testDir: 'screens',
  testMatch: '*.screens.ts',
  timeout: 120_000,
  outputDir: 'screens-results',
  projects: [{ name: 'screens' }],
  webServer: servers.filter((server) => !/exec vite --port/.test(server.command)),
});
