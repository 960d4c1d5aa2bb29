// `npm run setup` (and the first step of `npm start` / `npm test`): installs the workspace when needed.
// Plain Node, no dependencies: it runs on a fresh clone before anything is installed.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpmVersion, root } from './launch/paths.mjs';
import { run } from './launch/processes.mjs';

/** Why an install is needed, or null when node_modules matches the lockfile. */
export function installReason() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return 'no node_modules yet';
  if (!existsSync(join(root, 'node_modules', '.bin', 'pnpm'))) return 'pnpm is not installed in node_modules';
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs) return 'pnpm-lock.yaml changed since the last install';
  return null;
}

/** Installs with the pinned pnpm when needed; returns an exit code. */
export async function setup() {
  const reason = installReason();
  if (!reason) return 0;
  console.log(`Installing dependencies (${reason}) with pnpm ${pnpmVersion}...`);
  const code = await run('npx', ['--yes', `pnpm@${pnpmVersion}`, 'install', '--frozen-lockfile'], {
    env: { npm_config_update_notifier: 'false' },
  });
  if (code !== 0) console.error('Install failed. Node 20.19 or newer and network access to the npm registry are needed.');
  return code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await setup();
}
