import { describe, expect, it } from 'vitest';
import { isDay, plusDays, plusFewDays, plusMonths } from './days.ts';

describe('report days', () => {
  it.each([
    ['2018-01-31', 5, '2018-02-05'],
    ['2018-02-24', 5, '2018-03-01'],
    ['2016-02-24', 5, '2016-02-29'],
    ['2000-02-25', 5, '2000-03-01'],
    ['2100-02-24', 5, '2100-03-01'],
    ['2018-04-26', 5, '2018-05-01'],
    ['2018-12-28', 5, '2019-01-02'],
    ['2018-03-10', 0, '2018-03-10'],
  ])('%s + %i days = %s, with or without Date objects', (day, days, expected) => {
    expect(plusFewDays(day, days)).toBe(expected);
    expect(plusDays(day, days)).toBe(expected);
  });

  it('subtracts a month clamped to the month end', () => {
    expect(plusMonths('2018-03-31', -1)).toBe('2018-02-28');
    expect(plusMonths('2018-01-15', -1)).toBe('2017-12-15');
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDay('2018-02-28')).toBe(true);
    expect(isDay('2018-02-30')).toBe(false);
    expect(isDay('2018-2-3')).toBe(false);
    expect(isDay(20180203)).toBe(false);
  });
});
