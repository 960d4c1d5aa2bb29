/** The class of `<html>` that shows the static HTML's cookie notice before the app has hydrated (styles.css). */
export const ASK_COOKIES_CLASS = 'ask-cookies';

/**
 * Marks the page of a visitor who has not accepted cookies, so the cookie notice of the static HTML shows
 * in the first paint instead of arriving with the app; a visitor who has accepted never sees it. The entry
 * runs it first (a module script the page loads anyway: no request of its own). It reads the site's JSON
 * store (session/storage.ts) itself, so the entry does not import the app's storage code: cookieAccepted
 * holds { "value": true } once accepted, and a value past its expiresAt counts as missing.
 */
export function markCookieQuestion(storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage, now = Date.now()): void {
  let accepted = false;
  try {
    const stored = JSON.parse(storage?.getItem('cookieAccepted') ?? 'null') as { value?: unknown; expiresAt?: unknown } | null;
    accepted = stored?.value === true && !(typeof stored.expiresAt === 'number' && now >= stored.expiresAt);
  } catch {
    // Storage refused or unreadable: the app keeps its answer in memory, so the notice is shown.
  }
  document.documentElement.classList.toggle(ASK_COOKIES_CLASS, !accepted);
}
