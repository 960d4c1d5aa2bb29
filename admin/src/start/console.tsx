import { startTransition, StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { App } from '../App.tsx';
import { appRoot } from './root.ts';

/**
 * Renders the console (react-admin and everything in it) into the page's root; with the query client a
 * route loader filled (routeLoaders.ts), else react-admin makes its own.
 */
export function renderConsole(queryClient?: QueryClient): void {
  // A transition: React renders the console in slices, not in one long task that blocks input.
  startTransition(() =>
    appRoot().render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
