import { enMessages as en } from './messages.ts';

/** A field rule: the error message, or undefined when the value passes. Plugs into react-hook-form `validate`. */
export type Rule = (value: unknown, values?: object) => string | undefined;

/** A set of rules per field name. */
export type RuleSet = Readonly<Record<string, readonly Rule[]>>;

/** A value read from a form's values by field name. */
export function valueOf(values: object | undefined, name: string): unknown {
  return values ? (values as Record<string, unknown>)[name] : undefined;
}

/** True for undefined, null, blank strings, empty lists and false. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value as text ('' for empty values). */
export function valueText(value: unknown): string {
  if (isEmpty(value)) return '';
  return typeof value === 'string' ? value : String(value);
}

/** A rule that skips empty values (so only `required` reports them). */
function whenFilled(check: (value: string, values?: object) => string | undefined): Rule {
  return (value, values) => (isEmpty(value) ? undefined : check(valueText(value), values));
}

/** Fails on empty, empty list and false: "This field is required". */
export const required =
  (message = en.required): Rule =>
  (value) =>
    isEmpty(value) ? message : undefined;

/** Required only when `when(values)` holds. */
export const requiredWhen =
  (when: (values?: object) => boolean, message = en.required): Rule =>
  (value, values) =>
    when(values) && isEmpty(value) ? message : undefined;

/** At most n characters: "Max length is N". */
export const maxLength = (n: number, message = en.maxLength(n)): Rule => whenFilled((v) => (v.length > n ? message : undefined));

/** At least n characters: "Min length is N". */
export const minLength = (n: number, message = en.minLength(n)): Rule => whenFilled((v) => (v.length < n ? message : undefined));

/** Matches the regular expression: "Wrong pattern". */
export const pattern = (regex: RegExp, message = en.pattern): Rule => whenFilled((v) => (regex.test(v) ? undefined : message));

/** An e-mail address: local part, @, a domain with a dot and a top-level label of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A valid e-mail address: "Invalid e-mail". */
export const validEmail = (message = en.email): Rule => whenFilled((v) => (isEmailSyntax(v.trim()) ? undefined : message));

/**
 * E-mail syntax (RFC 5321/5322 as mail servers apply them): the pattern, no "..", a local part of at most
 * 64 characters that neither starts nor ends with a dot, and at most 254 characters in all.
 */
export function isEmailSyntax(value: string): boolean {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  return (
    EMAIL_PATTERN.test(value) &&
    !value.includes('..') &&
    value.length <= 254 &&
    local.length <= 64 &&
    !local.startsWith('.') &&
    !local.endsWith('.')
  );
}

/** Digits, dot and comma only: "Not a number". */
export const numeric = (message = en.number): Rule => pattern(/^[\d.,]+$/, message);

/** Digits only. */
export const digitsOnly = (message = en.digits): Rule => pattern(/^\d+$/, message);

/** Only characters of the class `allowed` (a regex matching one character): "Invalid character". */
export const allowedCharacters = (allowed: RegExp, message = en.character): Rule =>
  whenFilled((v) => ([...v].every((c) => allowed.test(c)) ? undefined : message));

/** Letters (any language) and hyphens only. */
export const lettersAndHyphen = (message = en.lettersAndHyphen): Rule => pattern(/^[\p{L}-]+$/u, message);

/** Equal to another field of the form: "Fields do not match.". */
export const matchesField =
  (other: string, message = en.match): Rule =>
  (value, values) =>
    valueText(value) === valueText(valueOf(values, other)) ? undefined : message;

/** The value as a number ('1,5' reads as 1.5); NaN when it is not one. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const v = valueText(value).trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
}

/** At most n: "Max value is N". */
export const maxValue =
  (n: number, message = en.maxValue(n)): Rule =>
  (value) =>
    isEmpty(value) || !(toNumber(value) > n) ? undefined : message;

/** At least n: "Min value is N". */
export const minValue =
  (n: number, message = en.minValue(n)): Rule =>
  (value) =>
    isEmpty(value) || !(toNumber(value) < n) ? undefined : message;

/** A whole multiple of n. */
export const step =
  (n: number, message = en.step(n)): Rule =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const number = toNumber(value);
    return Number.isNaN(number) || number % n === 0 ? undefined : message;
  };

/** The first error of the rules for this value, or undefined. */
export function firstError(value: unknown, rules: readonly Rule[], values?: object): string | undefined {
  for (const rule of rules) {
    const error = rule(value, values);
    if (error !== undefined) return error;
  }
  return undefined;
}

/** One rule made of several, reporting the first error (for react-hook-form `validate`). */
export function combine(...rules: Rule[]): Rule {
  return (value, values) => firstError(value, rules, values);
}
