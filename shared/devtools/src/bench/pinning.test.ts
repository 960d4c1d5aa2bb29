import { describe, expect, it } from 'vitest';
import { choosePinning, cpusIn, pinnedCommand } from './pinning.ts';

describe('pinning the servers and the load generator', () => {
  it('puts the servers on CPU 0 and the load on CPU 1 when taskset exists and there are two CPUs or more', () => {
    expect(choosePinning(2, true)).toEqual({ pinned: true, server: '0', load: '1' });
    expect(choosePinning(8, true)).toEqual({ pinned: true, server: '0', load: '1' });
  });

  it('pins nothing, saying why, on one CPU or without taskset', () => {
    expect(choosePinning(1, true)).toEqual({ pinned: false, why: '1 CPU: nothing to keep apart' });
    expect(choosePinning(4, false)).toEqual({ pinned: false, why: 'no `taskset` on this machine' });
  });

  it('runs the command under taskset -c with its arguments unchanged, or as it is without CPUs', () => {
    expect(pinnedCommand('1', '/usr/bin/node', ['--import', 'tsx', 'x.ts'])).toEqual({
      command: 'taskset',
      args: ['-c', '1', '/usr/bin/node', '--import', 'tsx', 'x.ts'],
    });
    expect(pinnedCommand(undefined, '/usr/bin/node', ['x.ts'])).toEqual({ command: '/usr/bin/node', args: ['x.ts'] });
  });

  it('counts the CPUs a taskset list names, so the mock runs as it would on that many', () => {
    expect(cpusIn('0')).toBe(1);
    expect(cpusIn('0-1')).toBe(2);
    expect(cpusIn('0,2')).toBe(2);
    expect(cpusIn('0-3,6')).toBe(5);
  });
});
