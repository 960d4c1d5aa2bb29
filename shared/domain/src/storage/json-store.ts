/** The part of the Web Storage API the store needs: localStorage in the apps, a Map in tests. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Stored {
  value: unknown;
  /** Epoch milliseconds after which the value is gone; absent = never expires. */
  expiresAt?: number;
}

export interface JsonStore {
  /** The stored value, or null when missing, unreadable or expired (an expired value is removed). */
  get<T>(key: string): T | null;
  /** Store `value` as JSON, expiring after `ttlSeconds` when given. */
  set(key: string, value: unknown, ttlSeconds?: number): void;
  remove(key: string): void;
}

/** A `StorageLike` over a Map, for tests and for environments without localStorage. */
export function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** JSON values with an optional expiry over `backend`; `now` returns epoch milliseconds. */
export function createJsonStore(backend: StorageLike, now: () => number = Date.now): JsonStore {
  return {
    get<T>(key: string): T | null {
      const raw = backend.getItem(key);
      if (raw === null) return null;
      const stored = parse(raw);
      if (!stored || (stored.expiresAt !== undefined && now() >= stored.expiresAt)) {
        backend.removeItem(key);
        return null;
      }
      return stored.value as T;
    },
    set(key, value, ttlSeconds) {
      const stored: Stored = ttlSeconds === undefined ? { value } : { value, expiresAt: now() + ttlSeconds * 1000 };
      backend.setItem(key, JSON.stringify(stored));
    },
    remove(key) {
      backend.removeItem(key);
    },
  };
}

function parse(raw: string): Stored | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed) {
      const expiresAt = (parsed as { expiresAt?: unknown }).expiresAt;
      if (expiresAt === undefined || typeof expiresAt === 'number') return parsed;
    }
  } catch {
    // Not JSON: written by something else, treated as unreadable.
  }
  return null;
}
