import { StrictMode } from 'react';
import { QuickSignIn } from '../login/QuickSignIn.tsx';
import { appRoot } from './root.ts';

/** Renders the sign-in of a fresh visit (no console loaded); `onSignedIn` starts the console. */
export function renderSignIn(onSignedIn: () => void): void {
  appRoot().render(
    <StrictMode>
      <QuickSignIn onSignedIn={onSignedIn} />
    </StrictMode>,
  );
}
