import { useEffect, useState } from 'react';

/** The longest the browser's idle time is waited for: a busy page still gets what waits on it. */
export const IDLE_WAIT_MS = 500;

/**
 * False until the browser has been idle once after the component mounted (or IDLE_WAIT_MS passed): for
 * what may come after the page's own content, which React then renders and paints first.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a timer after the work already queued stands in.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
