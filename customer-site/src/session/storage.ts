import { createJsonStore, memoryStorage, type JsonStore } from '@pronto/domain';

function backend() {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage can be refused (privacy mode); keep values in memory instead.
  }
  return memoryStorage();
}

/** The site's one JSON store over localStorage (expiring values are dropped on read). */
export const store: JsonStore = createJsonStore(backend());
