import { describe, expect, it } from 'vitest';
import { accountText, chartRows, defaultPeriod, otherOwners, seconds, sessionFileName, sharedIbanMap } from './format.ts';

describe('bank-data formatting', () => {
  it('prints an IBAN in groups of four and a UK account as sort code / number', () => {
    expect(accountText({ iban: 'GB82WEST12345698765432' })).toBe('GB82 WEST 1234 5698 7654 32');
    expect(accountText({ sortCode: '200000', accountNumber: '12345678' })).toBe('20-00-00 / 12345678');
    expect(accountText({})).toBe('');
  });

  it('names the other customers of a shared IBAN, never the account’s own customer', () => {
    const shared = sharedIbanMap([{ iban: 'ES11', customerIds: [3, 9, 12], accounts: [] }]);
    expect(otherOwners({ iban: 'ES11', customerId: 9 }, shared)).toEqual([3, 12]);
    expect(otherOwners({ iban: 'ES22', customerId: 9 }, shared)).toEqual([]);
    expect(otherOwners({ customerId: 9 }, shared)).toEqual([]);
  });

  it('names the download, rounds durations and picks a 120-day period', () => {
    expect(sessionFileName(42)).toBe('scrape-session-42.txt');
    expect(seconds(12_345)).toBe(12.3);
    expect(defaultPeriod('2026-11-21')).toEqual({ from: '2026-07-24', to: '2026-11-21' });
    expect(chartRows([{ day: '2026-08-01', total: 3, completed: 2, failed: 1, successRate: 66.7, averageSeconds: 5 }])).toEqual([
      { day: '2026-08-01', completed: 2, failed: 1 },
    ]);
  });
});
