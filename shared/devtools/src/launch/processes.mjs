// Child processes for the launchers: run to completion, or keep running with prefixed output.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { root } from './paths.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @typedef {{ cwd?: string, env?: Record<string, string> }} Options */

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {Options} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Starts a long-running service in its own process group, its lines prefixed with `[name]`.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Options} [options]
 */
export function service(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, FORCE_COLOR: '1', ...options.env },
  });
  const label = `[${name}]`.padEnd(8);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return child;
}

/**
 * Stops a service and everything it started (its process group), by its PID; SIGKILL after 5 s.
 * @param {ChildProcess} child
 * @returns {Promise<void>}
 */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  return new Promise((done) => {
    /** @param {NodeJS.Signals} signal */
    const kill = (signal) => {
      try {
        process.kill(-pid, signal);
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done(undefined);
    });
    kill('SIGTERM');
  });
}

/**
 * Polls `url` until it answers (any status below 500), the child exits, or `timeout` ms pass.
 * @param {string} url
 * @param {ChildProcess} child
 */
export async function waitFor(url, child, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before answering ${url}`);
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

/**
 * Human duration: 850 ms, 12.3 s, 2 min 05 s.
 * @param {number} ms
 */
export function duration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}
