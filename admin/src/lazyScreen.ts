import { createElement, lazy, type ComponentType } from 'react';

/** A screen's dynamic import (`() => import('./Screen.tsx')`), shared by its lazyScreen and preloadScreen. */
export type ScreenLoader<P> = () => Promise<{ default: ComponentType<P> }>;

// Keyed by the loader function: the screen's index.ts and firstScreen.ts import the same one.
// Values are the screens of their loader's props (checked where they are set and read).
const loaded = new WeakMap<object, unknown>();
const loading = new WeakMap<object, Promise<unknown>>();

function load<P>(loader: ScreenLoader<P>): Promise<ComponentType<P>> {
  let promise = loading.get(loader) as Promise<ComponentType<P>> | undefined;
  if (!promise) {
    promise = loader().then((module) => {
      loaded.set(loader, module.default);
      return module.default;
    });
    // A failed import may be retried by the next render.
    promise.catch(() => loading.delete(loader));
    loading.set(loader, promise);
  }
  return promise;
}

/** Starts loading a screen ahead of its first render (firstScreen.ts). */
export function preloadScreen<P>(loader: ScreenLoader<P>): Promise<unknown> {
  return load(loader);
}

/**
 * React.lazy for a screen that may have been loaded ahead (issue 8): once loaded, it renders at once,
 * instead of suspending for a turn of the event loop, showing the Suspense fallback and then waiting out
 * React's throttle before showing the screen. Not loaded yet, it suspends as React.lazy (the lazy element
 * never commits: by the time React retries, the screen is loaded and rendered directly).
 */
export function lazyScreen<P extends object>(loader: ScreenLoader<P>): ComponentType<P> {
  const Lazy = lazy(() => load(loader).then((component) => ({ default: component })));
  function Screen(props: P) {
    const Component = loaded.get(loader) as ComponentType<P> | undefined;
    return Component ? createElement(Component, props) : createElement(Lazy, props);
  }
  return Screen;
}
