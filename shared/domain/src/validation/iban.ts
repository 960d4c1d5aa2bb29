import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/** Why an IBAN is refused, or undefined when ibantools accepts it. */
export type IbanProblem = 'country' | 'length' | 'format' | 'checksum' | 'nationalCheckDigits';

/**
 * Checks an IBAN (spaces and lower case allowed) with ibantools: a known country, that country's length
 * and BBAN format, the ISO 13616 mod-97 check digits and, where the country has them (ES: the CCC's two
 * control digits), the national check digits. GB has none in its BBAN (sort code + account number).
 */
export function ibanProblem(value: string, country?: string): IbanProblem | undefined {
  const iban = electronicFormatIBAN(value.trim()) ?? '';
  if (country !== undefined && iban.slice(0, 2) !== country.toUpperCase()) return 'country';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry) || errorCodes.includes(ValidationErrorsIBAN.NoIBANProvided)) return 'country';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat) || errorCodes.includes(ValidationErrorsIBAN.ChecksumNotNumber))
    return 'format';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) return 'nationalCheckDigits';
  return 'checksum';
}

/** True when ibantools accepts the IBAN (optionally of `country`); the one IBAN check of site, console and mock. */
export const isValidIban = (value: string, country?: string): boolean => ibanProblem(value, country) === undefined;

/** The IBAN in electronic format (no spaces, upper case). */
export const normalizeIban = (value: string): string => electronicFormatIBAN(value.trim()) ?? value.replace(/\s/g, '').toUpperCase();
