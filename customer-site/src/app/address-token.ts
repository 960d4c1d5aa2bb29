import { session } from '../session/session.ts';

/**
 * A `?jwt=` in the address becomes the session's token and leaves the address (customer-site.md §4).
 * Runs at once, before anything else of the start is loaded: a page opened right after keeps the session.
 */
export function takeTokenFromAddress(location: Location = window.location): void {
  const url = new URL(location.href);
  const jwt = url.searchParams.get('jwt');
  if (!jwt) return;
  session.save(jwt, null);
  url.searchParams.delete('jwt');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
