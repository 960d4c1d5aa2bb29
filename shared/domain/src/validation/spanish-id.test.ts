import { describe, expect, it } from 'vitest';
import { dniFromNumber, isValidCif, isValidDni, isValidNie, isValidSpanishId } from './spanish-id.ts';

describe('Spanish national ID by checksum', () => {
  it.each([
    // DNI: 8 digits, letter = TRWAGMYFPDXBNJZSQVHLCKE[number mod 23]
    ['12345678Z', true],
    ['00000000T', true],
    ['00000001R', true],
    ['99999999R', true],
    ['12345678z', true],
    ['12345678A', false],
    ['1234567Z', false],
    // NIE: X/Y/Z -> 0/1/2
    ['X1234567L', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['X0000000T', true],
    ['X1234567A', false],
    ['W1234567L', false],
    // CIF: Telefónica, Mercadona, Inditex, Banco Santander, a public body (letter control)
    ['A82018474', true],
    ['A46103834', true],
    ['A15075062', true],
    ['A39000013', true],
    ['Q2826000H', true],
    ['A82018475', false],
    ['A8201847D', false],
    ['Q2826000I', false],
    ['Q28260008', false],
    ['', false],
    ['ABCDEFGHI', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isValidSpanishId(value)).toBe(valid);
  });

  it('each kind is checked by its own rule', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidNie('12345678Z')).toBe(false);
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidCif('X1234567L')).toBe(false);
    expect(isValidCif('A82018474')).toBe(true);
    expect(isValidDni('A82018474')).toBe(false);
  });
});

describe('dniFromNumber', () => {
  it.each([
    [12345678, '12345678Z'],
    [0, '00000000T'],
    [1, '00000001R'],
  ])('%i -> %s', (n, dni) => {
    expect(dniFromNumber(n)).toBe(dni);
  });

  it('always gives a valid DNI', () => {
    for (let n = 10_000_000; n < 10_000_100; n++) expect(isValidDni(dniFromNumber(n))).toBe(true);
  });
});
