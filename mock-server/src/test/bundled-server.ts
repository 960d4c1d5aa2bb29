import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import manifest from '../../package.json' with { type: 'json' };

/** The mock package's folder: its npm dependencies resolve from there, so bundles are written in it. */
export const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Bundles src/main.ts as `npm start` runs it (npm dependencies left external) into dist/<name>-<pid>.mjs:
 * a plain node process starts in a fraction of tsx's time. Answers the file and a function removing it.
 */
export async function bundleServer(name: string, sourcemap = false): Promise<{ file: string; remove: () => void }> {
  const file = join(packageRoot, 'dist', `${name}-${process.pid}.mjs`);
  await build({
    entryPoints: [join(packageRoot, 'src/main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(manifest.dependencies).filter((dep) => !dep.startsWith('@pronto/')),
    sourcemap,
    logLevel: 'warning',
  });
  return {
    file,
    remove: () => {
      rmSync(file, { force: true });
      rmSync(`${file}.map`, { force: true });
    },
  };
}

/** How a bundled server is started: its data file and port, node's own flags, and where its stderr goes. */
export interface StartOptions {
  dataFile: string;
  port: number;
  nodeArgs?: readonly string[];
  timeoutMs?: number;
  onStderr?: (text: string) => void;
}

/**
 * Starts a bundled server on its own data file and port (fresh seed off, request log off) and resolves
 * once it says it listens; rejects with what it printed if it exits or does not start in time. The
 * process is on the promise too, so a caller can kill it before it listens.
 */
export function startBundled(
  file: string,
  options: StartOptions,
): Promise<{ child: ChildProcess; output: () => string }> & { child: ChildProcess } {
  const { dataFile, port, nodeArgs = [], timeoutMs = 60_000, onStderr } = options;
  const child = spawn(process.execPath, [...nodeArgs, file], {
    cwd: packageRoot,
    env: { ...process.env, DATA_FILE: dataFile, API_PORT: String(port), SEED_FRESH: '', MOCK_LOG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const started = new Promise<{ child: ChildProcess; output: () => string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock did not start in ${timeoutMs / 1000} s:\n${text}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('listening on')) {
        clearTimeout(timer);
        resolve({ child, output: () => text });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      onData(chunk);
      onStderr?.(chunk.toString());
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited (${code ?? signal}):\n${text}`));
    });
  });
  return Object.assign(started, { child });
}
