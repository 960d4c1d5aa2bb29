import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './types.ts';

/**
 * Which collections a request used. Handlers change rows in place (`loan.status = ...`), so a write
 * cannot be seen; but a collection no request reached since the last save is unchanged, and a save
 * can reuse its JSON. Saving only the used collections is what keeps writes cheap under load
 * (docs/decisions.md, "Mock server persistence").
 */
export interface RequestScope {
  touched: Set<string>;
  /** A route said it changed data (a GET that writes, e.g. an audit row). */
  changed: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (the rest of a request) with `scope` as the current request's scope, across awaits. */
export function runInScope<T>(scope: RequestScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** The scope of the request running now, if any. */
export const currentScope = (): RequestScope | undefined => scopes.getStore();

/**
 * The db as routes see it: reading or writing a collection records its name in the current request's
 * scope, or, outside any request (start-up, timers), hands it to `unscoped` so it is saved next time.
 */
export function trackedDb(db: Db, unscoped: (name: string) => void): Db {
  const note = (key: string | symbol) => {
    if (typeof key !== 'string') return;
    const scope = scopes.getStore();
    if (scope) scope.touched.add(key);
    else unscoped(key);
  };
  return new Proxy(db, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    set(target, key, value, receiver) {
      note(key);
      return Reflect.set(target, key, value, receiver);
    },
    deleteProperty(target, key) {
      note(key);
      return Reflect.deleteProperty(target, key);
    },
  });
}
