import type { enGB } from './en-GB.ts';

/** Widens literal strings so another language may fill the same shape. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape of a message bundle: every key of en-GB, every value a string or a string-building function. */
export type Messages = Widen<typeof enGB>;
