// No React here: the console's entry starts the first screen's chunk before React has loaded.
import type { ComponentType } from 'react';

/** A screen's dynamic import (`() => import('./Screen.tsx')`), shared by its lazyScreen and preloadScreen. */
export type ScreenLoader<P> = () => Promise<{ default: ComponentType<P> }>;

// Keyed by the loader function: the screen's index.ts and firstScreen.ts import the same one.
// Values are the screens of their loader's props (checked where they are set and read).
const loaded = new WeakMap<object, unknown>();
const loading = new WeakMap<object, Promise<unknown>>();

/** The screen once its import has resolved, else undefined. */
export function loadedScreen<P>(loader: ScreenLoader<P>): ComponentType<P> | undefined {
  return loaded.get(loader) as ComponentType<P> | undefined;
}

/** Imports a screen once, ahead of its first render too (a failed import may be retried by the next call). */
export function loadScreen<P>(loader: ScreenLoader<P>): Promise<ComponentType<P>> {
  let promise = loading.get(loader) as Promise<ComponentType<P>> | undefined;
  if (!promise) {
    promise = loader().then((module) => {
      loaded.set(loader, module.default);
      return module.default;
    });
    promise.catch(() => loading.delete(loader));
    loading.set(loader, promise);
  }
  return promise;
}
