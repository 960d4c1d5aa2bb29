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
