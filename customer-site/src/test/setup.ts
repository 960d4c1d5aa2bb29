import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Pages wait for the fake server and lazy enums; under a loaded CI machine 1 s is too short.
configure({ asyncUtilTimeout: 4000 });
