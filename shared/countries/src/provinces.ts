import type { Province } from './types.ts';

/** The 52 Spanish provinces (and autonomous cities) by two-digit postcode prefix (INE codes). */
export const provinces: readonly Province[] = [
  { code: '01', name: 'Álava/Araba' },
  { code: '02', name: 'Albacete' },
  { code: '03', name: 'Alicante/Alacant' },
  { code: '04', name: 'Almería' },
  { code: '05', name: 'Ávila' },
  { code: '06', name: 'Badajoz' },
  { code: '07', name: 'Illes Balears' },
  { code: '08', name: 'Barcelona' },
  { code: '09', name: 'Burgos' },
  { code: '10', name: 'Cáceres' },
  { code: '11', name: 'Cádiz' },
  { code: '12', name: 'Castellón/Castelló' },
  { code: '13', name: 'Ciudad Real' },
  { code: '14', name: 'Córdoba' },
  { code: '15', name: 'A Coruña' },
  { code: '16', name: 'Cuenca' },
  { code: '17', name: 'Girona' },
  { code: '18', name: 'Granada' },
  { code: '19', name: 'Guadalajara' },
  { code: '20', name: 'Gipuzkoa' },
  { code: '21', name: 'Huelva' },
  { code: '22', name: 'Huesca' },
  { code: '23', name: 'Jaén' },
  { code: '24', name: 'León' },
  { code: '25', name: 'Lleida' },
  { code: '26', name: 'La Rioja' },
  { code: '27', name: 'Lugo' },
  { code: '28', name: 'Madrid' },
  { code: '29', name: 'Málaga' },
  { code: '30', name: 'Murcia' },
  { code: '31', name: 'Navarra' },
  { code: '32', name: 'Ourense' },
  { code: '33', name: 'Asturias' },
  { code: '34', name: 'Palencia' },
  { code: '35', name: 'Las Palmas' },
  { code: '36', name: 'Pontevedra' },
  { code: '37', name: 'Salamanca' },
  { code: '38', name: 'Santa Cruz de Tenerife' },
  { code: '39', name: 'Cantabria' },
  { code: '40', name: 'Segovia' },
  { code: '41', name: 'Sevilla' },
  { code: '42', name: 'Soria' },
  { code: '43', name: 'Tarragona' },
  { code: '44', name: 'Teruel' },
  { code: '45', name: 'Toledo' },
  { code: '46', name: 'Valencia/València' },
  { code: '47', name: 'Valladolid' },
  { code: '48', name: 'Bizkaia' },
  { code: '49', name: 'Zamora' },
  { code: '50', name: 'Zaragoza' },
  { code: '51', name: 'Ceuta' },
  { code: '52', name: 'Melilla' },
];

const byCode = new Map(provinces.map((p) => [p.code, p]));

/** The province whose code is the first two digits of a Spanish postcode, or undefined. */
export function provinceForPostcode(postCode: string): Province | undefined {
  const trimmed = postCode.trim();
  if (!/^\d{2}/.test(trimmed)) return undefined;
  return byCode.get(trimmed.slice(0, 2));
}

/** Lower case without accents, for comparing names as people type them. */
const fold = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The province with this two-digit code or name (any case and accents; either half of a bilingual name). */
export function findProvince(codeOrName: string): Province | undefined {
  const wanted = fold(codeOrName);
  if (!wanted) return undefined;
  return byCode.get(wanted.padStart(2, '0')) ?? provinces.find((p) => fold(p.name) === wanted || fold(p.name).split('/').includes(wanted));
}
