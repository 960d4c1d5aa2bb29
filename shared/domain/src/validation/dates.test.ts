import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageBetween, calendarToIso, parseInputDate, yearsBefore } from './dates.ts';

describe('parseInputDate: year-month-day or day-month-year with any separator', () => {
  it.each([
    ['2000-05-17', '2000-05-17'],
    ['2000/5/7', '2000-05-07'],
    ['2000.05.17', '2000-05-17'],
    ['17-05-2000', '2000-05-17'],
    ['17/05/2000', '2000-05-17'],
    ['7 5 2000', '2000-05-07'],
    ['2000-05-17T12:00:00Z', '2000-05-17'],
    ['29/02/2004', '2004-02-29'],
  ])('%s is %s', (input, iso) => {
    const parsed = parseInputDate(input);
    expect(parsed && calendarToIso(parsed)).toBe(iso);
  });

  it.each(['29/02/2001', '31/04/2000', '2000-00-10', '20000517', '17/05/00', '', 'abc', '2000-05-17-01'])('%j is not a date', (input) => {
    expect(parseInputDate(input)).toBeUndefined();
  });

  it('yearsBefore keeps the day, 29 February falls back to 28', () => {
    expect(yearsBefore({ year: 2026, month: 11, day: 21 }, 18)).toEqual({ year: 2008, month: 11, day: 21 });
    expect(yearsBefore({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2023, month: 2, day: 28 });
  });
});

describe('age between 18 and 100 (born between 100 and 18 years ago)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2008-11-21', undefined],
    ['2008-11-22', 'Invalid date range'],
    ['1926-11-21', undefined],
    ['1926-11-20', 'Invalid date range'],
    ['1990-01-01', undefined],
    ['2020-01-01', 'Invalid date range'],
  ])('born %s -> %s', (birthDate, message) => {
    expect(ageBetween(18, 100)(birthDate)).toBe(message);
  });
});
