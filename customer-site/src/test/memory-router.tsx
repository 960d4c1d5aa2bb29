import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** The site's routing over an in-memory location starting at `path` (the app itself uses the browser's). */
export function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [memory] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {children}
    </Router>
  );
}
