import { isSpain } from '../app/config.ts';
import { enGB } from './en-GB.ts';
import { esES } from './es-ES.ts';
import type { Messages } from './messages.ts';

export type { Messages } from './messages.ts';

/** The market's message bundle (the other one is dropped by the build: `isSpain` is a build-time constant). */
export const t: Messages = isSpain ? esES : enGB;
