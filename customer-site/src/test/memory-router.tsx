import { useState, type ReactNode } from 'react';
import { SiteRouter, type LocationSource } from '../app/router.tsx';

/** A location kept in memory, starting at `path`: navigation replaces or adds entries of its own history. */
function memorySource(path: string): LocationSource {
  const entries = [path];
  const listeners = new Set<() => void>();
  return {
    current: () => entries[entries.length - 1] ?? '/',
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    go(to, replace) {
      if (replace) entries[entries.length - 1] = to;
      else entries.push(to);
      listeners.forEach((listener) => listener());
    },
  };
}

/** The site's routing over an in-memory location starting at `path` (the app itself uses the browser's). */
export function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [source] = useState(() => memorySource(path));
  return <SiteRouter source={source}>{children}</SiteRouter>;
}
