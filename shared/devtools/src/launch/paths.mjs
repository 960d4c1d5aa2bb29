// Paths and commands shared by the launchers. Plain Node, no dependencies: they run before install.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const pnpmVersion = '10.34.8';

/**
 * The workspace's own pnpm (a root devDependency) once installed; `npx pnpm@<v>` before that.
 * @returns {{ command: string, args: string[] }} the command and the arguments that come before pnpm's own
 */
export function pnpmCommand() {
  const local = join(root, 'node_modules', '.bin', 'pnpm');
  return existsSync(local) ? { command: local, args: [] } : { command: 'npx', args: ['--yes', `pnpm@${pnpmVersion}`] };
}

/**
 * A package's own binary (node_modules/.bin), falling back to the root's.
 * @param {string} pkgDir
 * @param {string} name
 */
export function bin(pkgDir, name) {
  const own = join(root, pkgDir, 'node_modules', '.bin', name);
  return existsSync(own) ? own : join(root, 'node_modules', '.bin', name);
}
