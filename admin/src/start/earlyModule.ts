import type { ComponentType } from 'react';

/** What `import()` of a component's module gives. */
interface ComponentModule {
  default: ComponentType;
}

/** A module already in: its `then` answers at once, in the caller's own turn. */
class Settled<M> implements PromiseLike<M> {
  constructor(private readonly module: M) {}
  then<A = M, B = never>(onFulfilled?: ((module: M) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
    return Promise.resolve(onFulfilled ? onFulfilled(this.module) : (this.module as unknown as A));
  }
}

/** A lazily loaded component's module that a route loader may ask for before React renders it. */
export interface EarlyModule<M extends ComponentModule> {
  /** Starts loading the module (once). */
  start(): Promise<M>;
  /**
   * For `React.lazy`: the module itself, as a thenable that answers at once, when it is already in; else
   * the load. React.lazy takes any thenable (react.dev, lazy) and renders at once from one that has
   * answered; with a promise it suspends even for a module already loaded, so the screen would be drawn
   * twice: the fallback first, then the component.
   */
  load(): Promise<M>;
}

/** Wraps `load` (an `import()`) so a route loader can start it early and React.lazy gets it without suspending. */
export function earlyModule<M extends ComponentModule>(load: () => Promise<M>): EarlyModule<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  return {
    start,
    // React's types ask lazy for a Promise; its contract (and code) takes any thenable.
    load: () => (loaded ? (new Settled(loaded) as unknown as Promise<M>) : start()),
  };
}
