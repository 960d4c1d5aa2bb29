import { spawn, type ChildProcess } from 'node:child_process';
import { bundle, nodeArgs, SERVER } from '@pronto/mock-server/bundle';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { precompress } from '../build/precompress.mjs';
import { pinnedCommand } from './pinning.ts';
import { root } from './paths.ts';

export interface Server {
  pid: number;
  /** Peak resident set size so far, in MB (Linux /proc VmHWM); null elsewhere. */
  peakMemoryMb(): number | null;
  /** Current resident set size, in MB (VmRSS); null elsewhere. */
  memoryMb(): number | null;
  /** Starts the peak over from the current size (Linux clear_refs 5), so a later peak belongs to what ran since. */
  resetPeak(): void;
  stop(): Promise<void>;
}

export async function waitForUrl(url: string, child: ChildProcess, timeout = 180_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 300));
  }
  throw new Error(`no answer from ${url} after ${timeout / 1000} s`);
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export const peakMemoryMb = (pid: number): number | null => statusMb(pid, 'VmHWM');

function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not Linux, or not allowed: the peak then counts from the start of the process.
  }
}

/**
 * Starts one Node process and waits until `readyUrl` answers; with `cpus`, under `taskset -c cpus`, which
 * executes Node in its own place: no wrapper either way, so the PID is the server's.
 */
export async function startNode(
  args: string[],
  options: { cwd: string; env: Record<string, string>; readyUrl: string; cpus?: string },
): Promise<Server> {
  const pinned = pinnedCommand(options.cpus, process.execPath, args);
  const child = spawn(pinned.command, pinned.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start node ${args.join(' ')}`);
  const server: Server = {
    pid,
    peakMemoryMb: () => peakMemoryMb(pid),
    memoryMb: () => statusMb(pid, 'VmRSS'),
    resetPeak: () => resetPeak(pid),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
  try {
    await waitForUrl(options.readyUrl, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  }
  return server;
}

/** Where react-admin's demo sends its calls; `vite preview` passes them on to its json-server. */
export const DEMO_API = '/demo-api';

/**
 * `vite preview` of a built directory on 127.0.0.1:`port`, proxying /api to the given API port,
 * /baseline-api to the baselines' fixture API and /demo-api to the react-admin demo's json-server.
 */
export async function previewDir(
  outDir: string,
  port: number,
  apiPort: number,
  fixturePort?: number,
  demoApiPort?: number,
): Promise<PreviewServer> {
  const proxy: Record<string, string | { target: string; rewrite: (path: string) => string }> = { '/api': `http://127.0.0.1:${apiPort}` };
  if (fixturePort)
    proxy['/baseline-api'] = { target: `http://127.0.0.1:${fixturePort}`, rewrite: (path) => path.replace(/^\/baseline-api/, '') };
  if (demoApiPort) proxy[DEMO_API] = { target: `http://127.0.0.1:${demoApiPort}`, rewrite: (path) => path.slice(DEMO_API.length) };
  return preview({
    configFile: false,
    logLevel: 'warn',
    // As the apps' own `vite preview` does: the builds' .br files (apps and baselines alike) to browsers that accept Brotli.
    plugins: [precompress()],
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  });
}

/** A TCP port nothing listens on right now (the system picks it), for a browser's remote-debugging port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error('no free port'))));
    });
  });
}

/** The mock server's Node arguments as `npm start` runs it on `cpus` CPUs (default: this machine's): its bundle (built now) with its options. */
export async function mockServerArgs(cpus?: number): Promise<string[]> {
  await bundle();
  return [...nodeArgs(cpus), SERVER];
}

/** The mock server on 127.0.0.1:`port`, freshly seeded into `dataFile` (SEED_FRESH), as the browser measurements use it. */
export async function startSeededMock(port: number, dataFile: string): Promise<Server> {
  return startNode(await mockServerArgs(), {
    cwd: join(root, 'mock-server'),
    env: { API_PORT: String(port), DATA_FILE: dataFile, SEED_FRESH: '1' },
    readyUrl: `http://127.0.0.1:${port}/api/catalogue`,
  });
}
