// Builds the mock server into dist/server.mjs and, with --serve, runs it.
// Run from one bundled file, the server needs no TypeScript loader at run time: tsx's loader thread
// held 36 MB of the server's memory, room its heap now has under the 300 MB budget (// docs/decisions.md, "Mock server memory").
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import manifest from './package.json' with { type: 'json' };

/** The bundled server. */
export const SERVER = fileURLToPath(new URL('./dist/server.mjs', import.meta.url));

/**
 * Node's options for the server on `cpus` CPUs: the heap cap that keeps it under 300 MB at the default seed
 * under load; on one CPU, garbage collection on the server's own thread, since V8's parallel helpers would
 * only take turns with it on that CPU, and the requests behind it wait (docs/decisions.md, "The mock on one CPU").
 */
export function nodeArgs(cpus = availableParallelism()) {
  return ['--max-old-space-size=224', '--enable-source-maps', ...(cpus <= 1 ? ['--single-threaded-gc'] : [])];
}

/** Bundles src/main.ts and the workspace packages it imports (TypeScript) into SERVER; npm packages stay outside. */
export async function bundle() {
  await build({
    entryPoints: [fileURLToPath(new URL('./src/main.ts', import.meta.url))],
    outfile: SERVER,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The server's own npm packages load from its node_modules at run time; the workspace packages
    // (TypeScript sources) and what they import go into the bundle.
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@pronto/')),
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundle();
  if (process.argv.includes('--serve')) {
    const server = spawn(process.execPath, [...nodeArgs(), SERVER], { stdio: 'inherit' });
    // The server saves its data on SIGINT / SIGTERM: pass them on and leave with its code.
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
    server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
