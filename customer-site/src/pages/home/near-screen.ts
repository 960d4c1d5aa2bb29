/** A wait for an element to come near the screen, which can also be ended early. */
export interface ScreenWait {
  /** Resolves once the element is within `ahead` of the screen, at once when there is no such element. */
  ready: Promise<void>;
  /** Ends the wait now. */
  now(): void;
}

/**
 * Waits until the first element matching `selector` comes within `ahead` (a CSS length) of the screen. Without
 * such an element (the page is drawn on the client), or a browser without IntersectionObserver, it is ready at once.
 */
export function nearScreen(selector: string, ahead: string): ScreenWait {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return { ready: Promise.resolve(), now: () => undefined };
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
    observer.observe(element);
  });
  return { ready, now: () => end() };
}
