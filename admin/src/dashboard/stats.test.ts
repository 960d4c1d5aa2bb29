import { describe, expect, it } from 'vitest';
import type { DataProvider, GetListParams } from 'react-admin';
import { isoDay, loadDashboardStats } from './stats.ts';

/** A provider whose totals are computed from the filter, so each figure can be traced to its query. */
function fakeProvider(total: (resource: string, filter: Record<string, unknown>) => number): DataProvider {
  return {
    getList: async (resource: string, params: GetListParams) => ({ data: [], total: total(resource, params.filter) }),
  } as unknown as DataProvider;
}

describe('loadDashboardStats', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it('counts today, overdue and open tickets from the right queries', async () => {
    const stats = await loadDashboardStats(
      fakeProvider((resource, f) => {
        if (resource === 'tickets') return f.status === 'open' ? 81 : -1;
        if (f.status === 'overdue' && !f.issueDateFrom) return 12;
        if (f.status === 'issued' && f.issueDateFrom === '2026-11-21' && f.issueDateTo === '2026-11-21') return 3;
        if (!f.status && f.issueDateFrom === '2026-11-21' && f.issueDateTo === '2026-11-21') return 5;
        return 0;
      }),
      now,
    );
    expect(stats).toMatchObject({ applications: 5, issued: 3, overdue: 12, openTickets: 81 });
  });

  it('gives the last 7 days oldest first and every loan status', async () => {
    const stats = await loadDashboardStats(fakeProvider((_, f) => (f.status ? 1 : Number(String(f.issueDateFrom).slice(8)))), now);
    expect(stats.issuedByDay).toEqual([15, 16, 17, 18, 19, 20, 21].map((d) => ({ day: `11-${d}`, count: d })));
    expect(stats.byStatus.map((s) => s.status)).toEqual(['requested', 'approved', 'issued', 'overdue', 'repaid', 'closed', 'cancelled', 'declined']);
  });

  it('isoDay moves across month ends in UTC', () => {
    expect(isoDay(new Date('2026-12-01T00:30:00Z'), -1)).toBe('2026-11-30');
  });
});
