import { describe, expect, it } from 'vitest';
import { periodIndexOf, periodsBetween, summaryPeriods } from './periods.ts';

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
