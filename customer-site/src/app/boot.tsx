import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureRequest, type Language } from '@pronto/request';
import { App } from './App.tsx';
import { country } from './config.ts';
import { session } from '../session/session.ts';

// A 401 ends a stored session saying why (the shell then asks to log in again and returns to the page).
const unauthorized = () => {
  if (session.get().token) session.end('expired');
};
configureRequest({ language: country.language as Language, application: country.application, onUnauthorized: unauthorized });
document.documentElement.lang = country.language;
// Tracking loads after the app starts; the landing url is read now, before any redirect. Only a url with a
// query can carry a landing group or campaign parameters: without one there is nothing to record or load.
const landing = window.location.href;
if (window.location.search) void import('../tracking/affiliate.ts').then(({ recordAffiliateClick }) => recordAffiliateClick(landing));

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The build's static HTML of this url is hydrated; any other page (the account area, or a
  // host that answered another page's HTML) renders from scratch, replacing what was there.
  // A hydration mismatch is recovered by rendering again on the client: it is still a bug, logged so the
  // e2e page-error fixture fails on it.
  // Hydrating as a transition lets React yield to the browser between components (the page is already
  // painted): shorter tasks, and a click or key waits less.
  if (root.dataset.route === window.location.pathname)
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
    });
  else createRoot(root).render(app);
}
