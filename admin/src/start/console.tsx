import { startTransition, StrictMode } from 'react';
import { App } from '../App.tsx';
import { appRoot } from './root.ts';

/** Renders the console (react-admin and everything in it) into the page's root. */
export function renderConsole(): void {
  // A transition: React renders the console in slices, not in one long task that blocks input.
  startTransition(() =>
    appRoot().render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
