import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditChange } from '@pronto/api';
import type { Db } from './types.ts';

/**
 * What a request reached. Handlers change rows in place (`loan.status = ...`), so a write cannot be
 * seen as it happens; instead the tracked db records which collections and which of their rows a
 * request reached, and when a request that writes ends, only those rows are compared with their last
 * saved JSON (journal.ts). A collection whose list changed shape (a delete, a splice) or was replaced
 * is recorded as such.
 */
export interface RequestScope {
  touched: Set<string>;
  /** A route said it changed data (a GET that writes, e.g. an audit row). */
  changed: boolean;
  /** Rows reached per collection (by index, or returned by find / filter / ...). */
  rows?: Map<string, Set<object>>;
  /** Collections whose list lost rows or moved them (its ids are recorded). */
  reshaped?: Set<string>;
  /** Collections replaced or not lists (recorded whole). */
  whole?: Set<string>;
  /**
   * Set by a staff write the audit trail records (audit.ts): each row as it was when the request first
   * reached it (its JSON), or null for a row the request added, with its collection's name.
   */
  snapshots?: Map<object, RowSnapshot>;
  /** The changes such a write describes in its own words (a sub-status set), used instead of the rows' fields. */
  described?: AuditChange[];
}

/** A row as a request first reached it: its collection and JSON, or null when the request added it. */
export interface RowSnapshot {
  name: string;
  json: string | null;
}

/** A fresh scope for one request. */
export const newScope = (): RequestScope => ({
  touched: new Set(),
  changed: false,
  rows: new Map(),
  reshaped: new Set(),
  whole: new Set(),
});

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (the rest of a request) with `scope` as the current request's scope, across awaits. */
export function runInScope<T>(scope: RequestScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** The scope of the request running now, if any. */
export const currentScope = (): RequestScope | undefined => scopes.getStore();

/** Records that the current request reached `row` of `name` (for rows found through an index, not the list). */
export function reachRow(name: string, row: unknown): void {
  const scope = scopes.getStore();
  if (!scope?.rows || typeof row !== 'object' || row === null) return;
  let set = scope.rows.get(name);
  if (!set) scope.rows.set(name, (set = new Set()));
  set.add(row);
  if (scope.snapshots && !scope.snapshots.has(row)) scope.snapshots.set(row, { name, json: JSON.stringify(row) });
}

// Searches that return rows (or booleans / positions) run on the list itself, without a trap per index,
// and record only what they return: a handler changes what it found, not what it looked past.
const RETURNS_ROW = new Set(['find', 'findLast']);
const RETURNS_ROWS = new Set(['filter']);
const RETURNS_NOTHING = new Set(['some', 'every', 'includes', 'indexOf', 'lastIndexOf', 'findIndex', 'findLastIndex']);

const isIndex = (key: string | symbol) => typeof key === 'string' && key !== '' && /^\d+$/.test(key);

function trackedList(name: string, list: unknown[]): unknown[] {
  return new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === 'string') {
        if (isIndex(key)) {
          const row = target[Number(key)];
          reachRow(name, row);
          return row;
        }
        if (RETURNS_ROW.has(key) || RETURNS_ROWS.has(key) || RETURNS_NOTHING.has(key)) {
          const method = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[key]!;
          return (...args: unknown[]) => {
            const result = method.apply(target, args);
            if (RETURNS_ROW.has(key)) reachRow(name, result);
            else if (RETURNS_ROWS.has(key)) for (const row of result as unknown[]) reachRow(name, row);
            return result;
          };
        }
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
    set(target, key, value, receiver) {
      const scope = scopes.getStore();
      // A row put past the end is new: the trail records it as added (no fields before).
      const added = isIndex(key) && Number(key) >= target.length && typeof value === 'object' && value !== null;
      if (added && scope?.snapshots && !scope.snapshots.has(value)) scope.snapshots.set(value, { name, json: null });
      if (isIndex(key)) reachRow(name, value);
      else if (key === 'length' && typeof value === 'number' && value < target.length) scope?.reshaped?.add(name);
      return Reflect.set(target, key, value, receiver);
    },
    deleteProperty(target, key) {
      scopes.getStore()?.reshaped?.add(name);
      return Reflect.deleteProperty(target, key);
    },
  });
}

/**
 * The db as routes see it: reaching a collection records its name in the current request's scope, and
 * its list is tracked row by row (above); outside any request (start-up), a write hands the name to
 * `unscoped` so it is recorded whole.
 */
export function trackedDb(db: Db, unscoped: (name: string) => void): Db {
  const lists = new WeakMap<object, unknown[]>();
  const note = (key: string | symbol, whole: boolean) => {
    if (typeof key !== 'string') return;
    const scope = scopes.getStore();
    if (scope) {
      scope.touched.add(key);
      if (whole) scope.whole?.add(key);
    } else if (whole) unscoped(key);
  };
  return new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      const scope = scopes.getStore();
      if (!Array.isArray(value)) {
        // A collection that is not a list (settings objects): any reach may change it.
        note(key, value !== undefined && typeof value === 'object' && value !== null);
        return value;
      }
      if (!scope) return value;
      note(key, false);
      let proxy = lists.get(value);
      if (!proxy) lists.set(value, (proxy = trackedList(key, value)));
      return proxy;
    },
    set(target, key, value, receiver) {
      note(key, true);
      return Reflect.set(target, key, value, receiver);
    },
    deleteProperty(target, key) {
      note(key, true);
      return Reflect.deleteProperty(target, key);
    },
  });
}
