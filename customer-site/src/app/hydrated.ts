import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the build's static HTML and while React hydrates it, true once the page runs on the client
 *. React renders the server value while hydrating, then this one: no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Marks the document once the current page has hydrated (`<html data-hydrated>`): the e2e tests wait for it. */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * True when the document holds the build's static HTML of the current url, which React hydrates (app/boot.tsx);
 * false for a page drawn on the client, even over another page's HTML (a host that answered that one).
 */
export function hydratingOwnHtml(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.dataset.route === window.location.pathname;
}
