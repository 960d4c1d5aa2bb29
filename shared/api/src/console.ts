import { firstCalls } from './caller.ts';
import { firstConsoleCalls } from './catalogue/console-first.ts';

/** The staff calls the console's first screen makes first (catalogue/console-first.ts). */
const first = firstCalls(Object.values(firstConsoleCalls));

/** The entry of one of the console's first calls; undefined for any other id (the whole catalogue has it). */
export const firstConsoleEntry = first.entry;

/**
 * `call()` of @pronto/api over the console's first calls only (same signature): the console answers those
 * without the whole catalogue (500-odd entries) and everything else through it, loaded with the first other call.
 */
export const callFirstConsole = first.call;
