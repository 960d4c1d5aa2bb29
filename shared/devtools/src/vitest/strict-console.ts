import { format } from 'node:util';
import { afterEach } from 'vitest';

/**
 * A Vitest setup file of every project (vite.config.ts): a test that makes the code under test print an
 * error fails. React reports its warnings (a prop leaking to the DOM, bad nesting, a missing key) with
 * console.error, MUI and Polyglot theirs with console.warn, and the request layer says "[request] ... failed"
 * when a call had no answer at all (no fake prepared it, or it was sent after the test ended). Each of
 * these is a bug of the code or of the test, never noise.
 */

/** What a test may cause, unprinted: the request layer's note of a 422 the test prepared on purpose. */
const allowedWarning = /^\[request\] 422 /;

/**
 * react-admin (development builds) logs every failed data-provider call with console.error(error); in a test
 * that prepared the refusal it is the expected answer, shown to the user by the screen itself.
 */
const isRefusalLog = (args: unknown[]) =>
  args.length === 1 &&
  args[0] instanceof Error &&
  args[0].name === 'HttpError' &&
  typeof (args[0] as { status?: unknown }).status === 'number';

// With `isolate: false` this file runs again for each test file of a worker, in one module graph: the
// console is wrapped once, and every run of the file reads the one list the wrapper fills.
const key = Symbol.for('pronto.strictConsole');
const shared = globalThis as typeof globalThis & { [key]?: string[] };
const problems = (shared[key] ??= wrapConsole());

function wrapConsole(): string[] {
  const found: string[] = [];
  const error = console.error.bind(console);
  const warn = console.warn.bind(console);
  console.error = (...args: unknown[]) => {
    if (isRefusalLog(args)) return;
    found.push(`console.error: ${format(...args)}`);
    error(...args);
  };
  console.warn = (...args: unknown[]) => {
    const text = format(...args);
    if (allowedWarning.test(text)) return;
    found.push(`console.warn: ${text}`);
    warn(...args);
  };
  return found;
}

afterEach(() => {
  const found = problems.splice(0);
  if (found.length > 0)
    throw new Error(`The test printed ${found.length} error(s) or warning(s):\n${found.map((p) => p.slice(0, 600)).join('\n')}`);
});
