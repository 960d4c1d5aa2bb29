// The lazily loaded half of call.ts: a module of its own, so the catalogue lands in its own chunk.
export { call, entry } from '@pronto/api';
