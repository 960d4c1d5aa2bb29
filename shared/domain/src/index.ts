// @pronto/domain: pure rules of both specs. Each area owns its folder and its index.
export * from './validation/index.ts';
export * from './status/index.ts';
export * from './storage/index.ts';
export * from './loan/index.ts';
export * from './report/index.ts';
export * from './messages/index.ts';
