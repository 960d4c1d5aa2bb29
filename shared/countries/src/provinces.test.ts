import { describe, expect, it } from 'vitest';
import { findProvince, provinceForPostcode, provinces } from './provinces.ts';

describe('Spanish provinces by postcode prefix (customer-site.md §3)', () => {
  it('has 52 provinces with codes 01 to 52 in order and unique names', () => {
    expect(provinces).toHaveLength(52);
    expect(provinces.map((p) => p.code)).toEqual(Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(new Set(provinces.map((p) => p.name)).size).toBe(52);
  });

  it.each([
    ['28013', 'Madrid'],
    ['08001', 'Barcelona'],
    ['51001', 'Ceuta'],
    ['52001', 'Melilla'],
    ['01001', 'Álava/Araba'],
    ['15001', 'A Coruña'],
    ['07001', 'Illes Balears'],
    ['35001', 'Las Palmas'],
    ['38001', 'Santa Cruz de Tenerife'],
    ['46001', 'Valencia/València'],
    ['48001', 'Bizkaia'],
    ['20001', 'Gipuzkoa'],
    ['41001', 'Sevilla'],
    ['29001', 'Málaga'],
    ['50001', 'Zaragoza'],
  ])('%s is in %s', (postCode, name) => {
    expect(provinceForPostcode(postCode)?.name).toBe(name);
  });

  it.each(['53001', '00001', '99999', 'AB123', '', '2'])('%s has no province', (postCode) => {
    expect(provinceForPostcode(postCode)).toBeUndefined();
  });

  it.each([
    ['28', '28'],
    ['8', '08'],
    ['Barcelona', '08'],
    ['barcelona', '08'],
    ['MALAGA', '29'],
    ['Álava/Araba', '01'],
    ['Araba', '01'],
    ['Alacant', '03'],
    ['valència', '46'],
    ['a coruña', '15'],
  ])('findProvince(%j) is %s', (input, code) => {
    expect(findProvince(input)?.code).toBe(code);
  });

  it.each(['Paris', '', '53', '00', 'Cataluña'])('findProvince(%j) finds none', (input) => {
    expect(findProvince(input)).toBeUndefined();
  });
});
