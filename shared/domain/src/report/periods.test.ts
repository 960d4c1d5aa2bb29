import { describe, expect, it } from 'vitest';
import { currentSummaryPeriods, periodIndexOf, periodsBetween, periodStartOf, summaryPeriods, summaryPeriodsOf } from './periods.ts';

describe('summaryPeriods (back-office.md §7)', () => {
  it('UK: 12 quarterly periods from 2016-01-01 to 2019-01-01', () => {
    const periods = summaryPeriods('GB');
    expect(periods).toHaveLength(12);
    expect(periods[0]).toEqual({ dateStart: '2016-01-01', dateEnd: '2016-04-01' });
    expect(periods[1]).toEqual({ dateStart: '2016-04-01', dateEnd: '2016-07-01' });
    expect(periods[11]).toEqual({ dateStart: '2018-10-01', dateEnd: '2019-01-01' });
    expect(summaryPeriods('UK')).toEqual(periods);
  });

  it('ES: 6 monthly periods from 2018-01-01 to 2018-07-01', () => {
    const periods = summaryPeriods('ES');
    expect(periods.map((p) => p.dateStart)).toEqual(['2018-01-01', '2018-02-01', '2018-03-01', '2018-04-01', '2018-05-01', '2018-06-01']);
    expect(periods.at(-1)?.dateEnd).toBe('2018-07-01');
  });

  it('each period ends where the next starts', () => {
    const periods = summaryPeriods('GB');
    periods.slice(1).forEach((period, i) => expect(period.dateStart).toBe(periods[i]?.dateEnd));
  });

  it('cuts the last period at the end date', () => {
    expect(periodsBetween('2018-01-15', '2018-03-01', 1)).toEqual([
      { dateStart: '2018-01-15', dateEnd: '2018-02-15' },
      { dateStart: '2018-02-15', dateEnd: '2018-03-01' },
    ]);
    expect(periodsBetween('2018-01-01', '2018-01-01', 1)).toEqual([]);
  });
});

describe('periodIndexOf: a day belongs to [dateStart, dateEnd)', () => {
  const periods = summaryPeriods('ES');
  it.each([
    ['2017-12-31', -1],
    ['2018-01-01', 0],
    ['2018-01-31', 0],
    ['2018-02-01', 1],
    ['2018-06-30', 5],
    ['2018-07-01', -1],
  ])('%s -> period %i', (day, index) => {
    expect(periodIndexOf(periods, day)).toBe(index);
  });
});

describe('currentSummaryPeriods: the window ending with the current period', () => {
  it('UK: the 12 calendar quarters ending with the quarter holding today', () => {
    const periods = currentSummaryPeriods('GB', '2026-11-27');
    expect(periods).toHaveLength(12);
    expect(periods[0]).toEqual({ dateStart: '2024-01-01', dateEnd: '2024-04-01' });
    expect(periods.at(-1)).toEqual({ dateStart: '2026-10-01', dateEnd: '2027-01-01' });
    periods.slice(1).forEach((period, i) => expect(period.dateStart).toBe(periods[i]?.dateEnd));
    expect(currentSummaryPeriods('UK', '2026-11-27')).toEqual(periods);
  });

  it('ES: the 6 months ending with the current month, across a year end', () => {
    const periods = currentSummaryPeriods('ES', '2027-02-28');
    expect(periods.map((p) => p.dateStart)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(periods.at(-1)?.dateEnd).toBe('2027-03-01');
  });

  it.each([
    ['2026-01-01', 3, '2026-01-01'],
    ['2026-03-31', 3, '2026-01-01'],
    ['2026-04-01', 3, '2026-04-01'],
    ['2026-12-31', 3, '2026-10-01'],
    ['2026-12-31', 1, '2026-12-01'],
    ['2026-07-15', 1, '2026-07-01'],
  ])('the period of %s (every %i months) starts on %s', (day, step, start) => {
    expect(periodStartOf(day, step)).toBe(start);
  });

  it('today, on the first or last day of a period, is in the last period', () => {
    for (const today of ['2026-10-01', '2026-12-31']) {
      const periods = currentSummaryPeriods('GB', today);
      expect(periodIndexOf(periods, today)).toBe(11);
    }
  });

  it('summaryPeriodsOf: historical is the spec window whatever the day, current follows the day', () => {
    expect(summaryPeriodsOf('GB', 'historical', '2030-05-05')).toEqual(summaryPeriods('GB'));
    expect(summaryPeriodsOf('ES', 'historical', '2030-05-05')).toEqual(summaryPeriods('ES'));
    expect(summaryPeriodsOf('ES', 'current', '2030-05-05').at(-1)).toEqual({ dateStart: '2030-05-01', dateEnd: '2030-06-01' });
  });
});
