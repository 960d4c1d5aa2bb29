const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

/** The control letter of a DNI number (also NIE after X/Y/Z -> 0/1/2). */
function dniLetter(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

/** A valid DNI for a number of up to 8 digits (for seeds and tests): 12345678 -> 12345678Z. */
export function dniFromNumber(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)) % 100_000_000).padStart(8, '0');
  return digits + dniLetter(digits);
}

/** True for a DNI: 8 digits and the right control letter. */
export function isValidDni(value: string): boolean {
  const m = /^(\d{8})([A-Z])$/.exec(value.trim().toUpperCase());
  return !!m && dniLetter(m[1] ?? '') === m[2];
}

/** True for a NIE: X, Y or Z, 7 digits and the right control letter. */
export function isValidNie(value: string): boolean {
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(value.trim().toUpperCase());
  if (!m) return false;
  const prefix = String('XYZ'.indexOf(m[1] ?? ''));
  return dniLetter(prefix + (m[2] ?? '')) === m[3];
}

/** True for a CIF: organisation letter, 7 digits and the control digit or letter. */
export function isValidCif(value: string): boolean {
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value.trim().toUpperCase());
  if (!m) return false;
  const [, kind = '', digits = '', control = ''] = m;
  let sum = 0;
  [...digits].forEach((char, index) => {
    const n = Number(char);
    if (index % 2 === 1) sum += n;
    else sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
  });
  const digit = (10 - (sum % 10)) % 10;
  const letter = CIF_LETTERS.charAt(digit);
  if ('PQRSNW'.includes(kind)) return control === letter;
  if ('ABEH'.includes(kind)) return control === String(digit);
  return control === letter || control === String(digit);
}

/** True for a valid Spanish national ID: DNI, NIE or CIF by checksum (any letter case). */
export function isValidSpanishId(value: string): boolean {
  return isValidDni(value) || isValidNie(value) || isValidCif(value);
}
