import { describe, expect, it } from 'vitest';
import { formatOptions, nextImpedimentStatuses, parseOptions } from './forms.ts';

describe('installment options field', () => {
  it('reads commas and spaces, and writes them back', () => {
    expect(parseOptions('1, 2,3  6')).toEqual([1, 2, 3, 6]);
    expect(parseOptions([1, 4])).toEqual([1, 4]);
    expect(formatOptions([1, 2, 3, 4])).toBe('1, 2, 3, 4');
  });
  it('keeps a wrong piece visible to the server check', () => {
    expect(parseOptions('1, x')[1]).toBeNaN();
  });
});

describe('impediment status buttons', () => {
  it('offers accept and reject on a pending one, close on an accepted one, nothing after', () => {
    expect(nextImpedimentStatuses('pending')).toEqual(['accepted', 'rejected']);
    expect(nextImpedimentStatuses('accepted')).toEqual(['closed']);
    expect(nextImpedimentStatuses('rejected')).toEqual([]);
    expect(nextImpedimentStatuses('unknown')).toEqual([]);
  });
});
