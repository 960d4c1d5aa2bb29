import { useEffect, useState } from 'react';

/** PIN resend countdown: 180 s in 1 s ticks (customer-site.md §4, §9). */
export const RESEND_COUNTDOWN_S = 180;
export const TICK_MS = 1000;

/** Seconds left, `start()` and `stop()`; at 0 the action is available again. `running`: counting from the start. */
export function useCountdown(seconds = RESEND_COUNTDOWN_S, running = false) {
  const [left, setLeft] = useState(running ? seconds : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), TICK_MS);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds), stop: () => setLeft(0) };
}
