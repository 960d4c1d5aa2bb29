import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const port = Number(process.env.SITE_PORT || 5173);
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/** react-router only exports its development build; production builds use its production bundle (smaller, no dev warnings). */
const routerProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: { target: 'es2022' },
  test: {
    name: 'customer-site',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
  },
}));
