export type * from './types.ts';
export type * from './models.ts';
