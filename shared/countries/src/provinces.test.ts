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

  it('finds a province by code or name', () => {
    expect(findProvince('28')?.name).toBe('Madrid');
    expect(findProvince('Barcelona')?.code).toBe('08');
    expect(findProvince('Paris')).toBeUndefined();
  });
});
