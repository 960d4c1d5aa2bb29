import { createElement, lazy, type ComponentType } from 'react';
import { loadedScreen, loadScreen, type ScreenLoader } from './screenLoader.ts';

/**
 * React.lazy for a screen that may have been loaded ahead (issue 8): once loaded, it renders at once,
 * instead of suspending for a turn of the event loop, showing the Suspense fallback and then waiting out
 * React's throttle before showing the screen. Not loaded yet, it suspends as React.lazy (the lazy element
 * never commits: by the time React retries, the screen is loaded and rendered directly).
 */
export function lazyScreen<P extends object>(loader: ScreenLoader<P>): ComponentType<P> {
  const Lazy = lazy(() => loadScreen(loader).then((component) => ({ default: component })));
  function Screen(props: P) {
    const Component = loadedScreen(loader);
    return Component ? createElement(Component, props) : createElement(Lazy, props);
  }
  return Screen;
}
