import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetRequestConfig } from '@pronto/request';
import { afterEach, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The test files of a
// worker share one module graph (isolate: false): each test leaves the page, the storage, the request
// layer, the console's language and the clock as it found them.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
  resetRequestConfig();
  vi.useRealTimers();
});

// Screens wait for the fake server and their lazy parts: on a loaded machine Testing Library's 1 s is too short.
configure({ asyncUtilTimeout: 10_000 });
