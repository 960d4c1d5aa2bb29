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

  it("counts today's applications (not issued loans), approvals, issues, due and paid instalments from the right queries", async () => {
    const stats = await loadDashboardStats(
      fakeProvider((resource, f) => {
        if (resource === 'tickets') return { open: 81, unissued: 9, mine: 4 }[String(f.queue)] ?? -1;
        if (f.overdueSinceTo) return 3;
        if (f.createdOn === '2026-11-21') return 50;
        if (f.approvedOn === '2026-11-21') return 30;
        if (f.issuedOn === '2026-11-21') return 22;
        if (f.dueOn === '2026-11-21') return 7;
        if (f.paidOn === '2026-11-21') return 6;
        return 0;
      }),
      now,
    );
    expect(stats).toMatchObject({ applications: 50, approvals: 30, issued: 22, dueToday: 7, paidToday: 6, overdue: 12 });
    expect(stats.ticketsByQueue).toEqual([
      { queue: 'open', count: 81 },
      { queue: 'unissued', count: 9 },
      { queue: 'mine', count: 4 },
    ]);
  });

  it('buckets overdue loans by the days since their oldest arrear fell due', async () => {
    const seen: Record<string, unknown>[] = [];
    await loadDashboardStats(
      fakeProvider((_, f) => {
        if (f.overdueSinceTo) seen.push(f);
        return 0;
      }),
      now,
    );
    expect(seen).toEqual([
      { status: 'overdue', overdueSinceFrom: '2026-10-22', overdueSinceTo: '2026-11-20' },
      { status: 'overdue', overdueSinceFrom: '2026-09-22', overdueSinceTo: '2026-10-21' },
      { status: 'overdue', overdueSinceFrom: '2026-08-23', overdueSinceTo: '2026-09-21' },
      { status: 'overdue', overdueSinceTo: '2026-08-22' },
    ]);
  });

  it('gives the applications of the last 7 days oldest first', async () => {
    const stats = await loadDashboardStats(
      fakeProvider((_, f) => (f.createdOn ? Number(String(f.createdOn).slice(8)) : 0)),
      now,
    );
    expect(stats.lastDays).toEqual([15, 16, 17, 18, 19, 20, 21].map((d) => ({ day: `11-${d}`, applications: d })));
  });

  it('isoDay moves across month ends in UTC', () => {
    expect(isoDay(new Date('2026-12-01T00:30:00Z'), -1)).toBe('2026-11-30');
  });
});
