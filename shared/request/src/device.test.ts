import { describe, expect, it } from 'vitest';
import { getDeviceId } from './device.ts';

describe('getDeviceId', () => {
  it('creates the id once and keeps it under the key deviceId', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
    const id = getDeviceId(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(values.get('deviceId')).toBe(id);
    expect(getDeviceId(storage)).toBe(id);
  });

  it('still gives one stable id when the storage throws', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const id = getDeviceId(broken);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceId(broken)).toBe(id);
  });
});
