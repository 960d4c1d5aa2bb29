import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Which CPU the servers and the load generator each run on, or why they are not pinned. */
export type Pinning = { pinned: true; server: string; load: string } | { pinned: false; why: string };

/**
 * Servers on CPU 0 and the load generator on CPU 1 when `taskset` exists and there are at least two CPUs,
 * so the load's own work does not take the server's core; otherwise nothing is pinned, with the reason.
 */
export function choosePinning(cpuCount: number, hasTaskset: boolean): Pinning {
  if (!hasTaskset) return { pinned: false, why: 'no `taskset` on this machine' };
  if (cpuCount < 2) return { pinned: false, why: `${cpuCount} CPU: nothing to keep apart` };
  return { pinned: true, server: '0', load: '1' };
}

/** The command that runs `command args` on the given CPU list (`taskset -c`), or as it is when `cpus` is undefined. */
export function pinnedCommand(cpus: string | undefined, command: string, args: readonly string[]): { command: string; args: string[] } {
  return cpus === undefined ? { command, args: [...args] } : { command: 'taskset', args: ['-c', cpus, command, ...args] };
}

/** How many CPUs a `taskset -c` list names (`0` is one, `0-1` and `0,2` two). */
export function cpusIn(list: string): number {
  return list.split(',').reduce((count, part) => {
    const [from, to] = part.split('-').map(Number);
    return count + (to === undefined ? 1 : to - (from as number) + 1);
  }, 0);
}

function tasksetWorks(): boolean {
  try {
    execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** This machine's pinning: `taskset` tried once, CPUs as Node sees them. */
export function machinePinning(): Pinning {
  return choosePinning(availableParallelism(), tasksetWorks());
}
