import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetRequestConfig } from '@pronto/request';
import { afterEach, vi } from 'vitest';
import { session } from '../session/session.ts';

// The test files of a worker share one module graph (isolate: false): each test leaves the page, the
// storage, the session, the request layer and the clock as it found them.
afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
  sessionStorage.clear();
  resetRequestConfig();
  vi.useRealTimers();
});

// Pages wait for the fake server and lazy enums: on a loaded machine Testing Library's 1 s is too short.
configure({ asyncUtilTimeout: 10_000 });
