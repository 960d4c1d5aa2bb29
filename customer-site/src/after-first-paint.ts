/**
 * Runs `run` once the browser has shown the page's first text (the paint timing API's
 * first-contentful-paint entry, reported when the frame is on screen), or after the next frame where that
 * API is missing. A prerendered page starts its app this way: loading and running the app never competes
 * with the first paint, whose largest text is the page's largest contentful paint. An animation frame alone
 * is not enough: it comes before the frame is shown, and on a busy phone the app's requests then went out
 * before the first paint had reached the screen. Kept out of src/app (the shell chunk): the entry imports it.
 */
export function afterFirstPaint(run: () => void, observer: typeof PerformanceObserver | null = globalThis.PerformanceObserver): void {
  // Older browsers have no PerformanceObserver, or one without supportedEntryTypes (the DOM types say both are always there).
  const types = observer ? (observer.supportedEntryTypes as readonly string[] | undefined) : undefined;
  if (!observer || !types?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const watch = new observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    watch.disconnect();
    run();
  });
  // buffered: the paint may already have happened before this module ran.
  watch.observe({ type: 'paint', buffered: true });
}
