/** A wait for a part of the page to come near the screen, which can also be ended early. */
export interface ScreenWait {
  /** Resolves once one of the elements is within `ahead` of the screen, at once when there is none. */
  ready: Promise<void>;
  /** Ends the wait now. */
  now(): void;
}

/**
 * Waits until one of the elements matching `selector` comes within `ahead` (a CSS length) of the screen. Give
 * elements that cover the whole part, top to bottom: a jump (the End key, a link to an anchor) can pass over
 * one element without the screen ever showing it. Without such elements (the page is drawn on the client), or
 * in a browser without IntersectionObserver, it is ready at once.
 */
export function nearScreen(selector: string, ahead: string): ScreenWait {
  const elements = typeof document === 'undefined' ? [] : [...document.querySelectorAll(selector)];
  if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return { ready: Promise.resolve(), now: () => undefined };
  let end: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) end();
      },
      { rootMargin: `${ahead} 0px` },
    );
    end = () => {
      observer.disconnect();
      resolve();
    };
    for (const element of elements) observer.observe(element);
  });
  return { ready, now: () => end() };
}
