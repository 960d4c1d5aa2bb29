import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSecret, hashSecret, hashSmsCode } from './secrets.ts';

describe('secrets at rest', () => {
  it('an SMS code is stored with its cost and checks only against itself', () => {
    const stored = hashSmsCode('4821');
    expect(stored).toMatch(/^scrypt\$16\$[^$]+\$[^$]+$/);
    expect(stored).not.toContain('4821');
    expect(checkSecret(stored, '4821')).toBe(true);
    expect(checkSecret(stored, '4822')).toBe(false);
  });

  it('an SMS code a data file holds at the earlier cost (N=64) still checks', () => {
    const salt = randomBytes(16);
    const stored = `scrypt$64$${salt.toString('base64')}$${scryptSync('4821', salt, 32, { N: 64, r: 8, p: 1 }).toString('base64')}`;
    expect(checkSecret(stored, '4821')).toBe(true);
    expect(checkSecret(stored, '4822')).toBe(false);
  });

  it('a chosen PIN or password keeps the format data files already hold (N=1024)', () => {
    const salt = createHash('sha256').update('x').digest().subarray(0, 16);
    const stored = hashSecret('pronto123', salt);
    expect(stored.split('$')).toHaveLength(3);
    expect(checkSecret(stored, 'pronto123')).toBe(true);
    expect(checkSecret(stored, 'pronto124')).toBe(false);
  });

  it('a blank answer, a blank or clear stored value, or a tampered cost opens nothing', () => {
    const stored = hashSmsCode('1234');
    expect(checkSecret(stored, ' ')).toBe(false);
    expect(checkSecret('', '1234')).toBe(false);
    expect(checkSecret('1234', '1234')).toBe(false);
    expect(checkSecret(stored.replace('scrypt$16$', 'scrypt$1048576$'), '1234')).toBe(false);
    expect(checkSecret(stored.replace('scrypt$16$', 'scrypt$abc$'), '1234')).toBe(false);
  });
});
