import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true right after it, set in a transition (issue 8). As it mounts,
 * react-admin registers its resources and reads its routes in effects, which renders everything under
 * its routes again, at once, in one blocking task. Whatever waits for this is rendered once, after that,
 * in time slices.
 */
export function useStartupSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => startTransition(() => setSettled(true)), []);
  return settled;
}
