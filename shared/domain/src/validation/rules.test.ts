import { describe, expect, it } from 'vitest';
import {
  allowedCharacters,
  combine,
  digitsOnly,
  firstError,
  lettersAndHyphen,
  matchesField,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  pattern,
  required,
  requiredWhen,
  step,
  toNumber,
  validEmail,
} from './rules.ts';
import { validDate, dateRange } from './dates.ts';

describe('generic rules and their default messages (customer-site.md §5)', () => {
  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    [[], 'This field is required'],
    [false, 'This field is required'],
    [undefined, 'This field is required'],
    [null, 'This field is required'],
    ['x', undefined],
    [['a'], undefined],
    [true, undefined],
    [0, undefined],
  ])('required(%j) -> %s', (value, message) => {
    expect(required()(value)).toBe(message);
  });

  it.each([
    [maxLength(5), 'abcdef', 'Max length is 5'],
    [maxLength(5), 'abcde', undefined],
    [minLength(3), 'ab', 'Min length is 3'],
    [minLength(3), 'abc', undefined],
    [minLength(3), '', undefined],
    [pattern(/^\d+$/), '12a', 'Wrong pattern'],
    [pattern(/^\d+$/), '12', undefined],
    [validEmail(), 'john@example', 'Invalid e-mail'],
    [validEmail(), 'john.example.com', 'Invalid e-mail'],
    [validEmail(), 'john@@example.com', 'Invalid e-mail'],
    [validEmail(), 'jo hn@example.com', 'Invalid e-mail'],
    [validEmail(), 'john..doe@example.com', 'Invalid e-mail'],
    [validEmail(), 'john.doe+loans@example.co.uk', undefined],
    [validDate(), '31/02/2000', 'Invalid date'],
    [validDate(), '2000-13-01', 'Invalid date'],
    [validDate(), 'yesterday', 'Invalid date'],
    [validDate(), '29/02/2000', undefined],
    [numeric(), '12a', 'Not a number'],
    [numeric(), '-12', 'Not a number'],
    [numeric(), '1.234,50', undefined],
    [digitsOnly(), '12.5', 'Only digits are allowed'],
    [allowedCharacters(/[a-z]/), 'abc1', 'Invalid character'],
    [allowedCharacters(/[a-z]/), 'abc', undefined],
    [maxValue(10), '11', 'Max value is 10'],
    [maxValue(10), '10', undefined],
    [minValue(10), 9, 'Min value is 10'],
    [minValue(10), '10,5', undefined],
    [lettersAndHyphen(), 'Anne-Marie', undefined],
    [lettersAndHyphen(), 'José', undefined],
    [lettersAndHyphen(), 'Anne Marie', 'Only letters and hyphens are allowed'],
    [step(10), '1005', 'Must be a multiple of 10'],
    [step(10), '1000', undefined],
  ] as const)('rule %#: %j -> %s', (rule, value, message) => {
    expect(rule(value)).toBe(message);
  });

  it('date range: "Invalid date range" outside the bounds, inclusive', () => {
    const rule = dateRange(
      () => ({ year: 2020, month: 1, day: 1 }),
      () => ({ year: 2020, month: 12, day: 31 }),
    );
    expect(rule('2019-12-31')).toBe('Invalid date range');
    expect(rule('2021-01-01')).toBe('Invalid date range');
    expect(rule('2020-01-01')).toBeUndefined();
    expect(rule('31.12.2020')).toBeUndefined();
  });

  it('matchesField: "Fields do not match."', () => {
    const rule = matchesField('password');
    expect(rule('1234', { password: '1235' })).toBe('Fields do not match.');
    expect(rule('1234', { password: '1234' })).toBeUndefined();
  });

  it('requiredWhen applies only when the condition holds', () => {
    const rule = requiredWhen((values) => (values as { building?: string } | undefined)?.building === 'Other');
    expect(rule('', { building: 'Other' })).toBe('This field is required');
    expect(rule('', { building: '12 High St' })).toBeUndefined();
  });

  it('a custom message replaces the default', () => {
    expect(required('Obligatorio')('')).toBe('Obligatorio');
    expect(minLength(3, 'Too short')('ab')).toBe('Too short');
  });

  it('firstError and combine report the first failing rule only', () => {
    const rules = [required(), minLength(3), pattern(/^[a-z]+$/)];
    expect(firstError('', rules)).toBe('This field is required');
    expect(firstError('A', rules)).toBe('Min length is 3');
    expect(firstError('ABC', rules)).toBe('Wrong pattern');
    expect(firstError('abc', rules)).toBeUndefined();
    expect(combine(...rules)('A')).toBe('Min length is 3');
  });

  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [7, 7],
    ['1a', Number.NaN],
  ] as const)('toNumber(%j) is %d', (value, number) => {
    expect(toNumber(value)).toBe(number);
  });
});
