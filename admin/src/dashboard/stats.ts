import type { DataProvider } from 'react-admin';

/** Overdue buckets: days since the oldest unpaid instalment fell due. */
export const OVERDUE_BUCKETS = [
  { key: '1-30', from: 1, to: 30 },
  { key: '31-60', from: 31, to: 60 },
  { key: '61-90', from: 61, to: 90 },
  { key: '90+', from: 91, to: null },
] as const;

/** The ticket queues counted on the dashboard (the ticket list's queues holding open work). */
export const TICKET_QUEUES = ['open', 'unissued', 'mine'] as const;

export interface DashboardStats {
  applications: number;
  approvals: number;
  issued: number;
  dueToday: number;
  paidToday: number;
  overdue: number;
  overdueByBucket: { bucket: string; count: number }[];
  ticketsByQueue: { queue: (typeof TICKET_QUEUES)[number]; count: number }[];
  /** Applications made on each of the last 7 days (MM-DD). */
  lastDays: { day: string; applications: number }[];
}

/** YYYY-MM-DD of `date` moved by `days`. */
export function isoDay(date: Date, days = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** Only the totals are wanted: one row per page. */
async function count(dataProvider: DataProvider, resource: string, filter: Record<string, unknown>): Promise<number> {
  const { total } = await dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter,
  });
  return total ?? 0;
}

/**
 * The dashboard figures from the data provider, for the day of `now` (UTC): applications made
 * (loans created), approved, issued, instalments falling due and payments taken that day; overdue
 * loans by bucket (their sum is the overdue total); open tickets by queue; applications over the last
 * 7 days. As many calls as the dashboard made before it had a stats call (19): each one scans the loans in the mock.
 */
export async function loadDashboardStats(dataProvider: DataProvider, now = new Date()): Promise<DashboardStats> {
  const today = isoDay(now);
  const loans = (filter: Record<string, unknown>) => count(dataProvider, 'loans', filter);
  const days = Array.from({ length: 7 }, (_, i) => isoDay(now, i - 6));
  const [applications, approvals, issued, dueToday, paidToday, buckets, queues, perDay] = await Promise.all([
    loans({ createdOn: today }),
    loans({ approvedOn: today }),
    loans({ issuedOn: today }),
    loans({ dueOn: today }),
    loans({ paidOn: today }),
    Promise.all(
      OVERDUE_BUCKETS.map((b) =>
        loans({
          status: 'overdue',
          overdueSinceTo: isoDay(now, -b.from),
          ...(b.to === null ? {} : { overdueSinceFrom: isoDay(now, -b.to) }),
        }),
      ),
    ),
    Promise.all(TICKET_QUEUES.map((queue) => count(dataProvider, 'tickets', { queue }))),
    Promise.all(days.map((day) => loans({ createdOn: day }))),
  ]);
  return {
    applications,
    approvals,
    issued,
    dueToday,
    paidToday,
    overdue: buckets.reduce((sum, n) => sum + n, 0),
    overdueByBucket: OVERDUE_BUCKETS.map((b, i) => ({ bucket: b.key, count: buckets[i] ?? 0 })),
    ticketsByQueue: TICKET_QUEUES.map((queue, i) => ({ queue, count: queues[i] ?? 0 })),
    lastDays: days.map((day, i) => ({ day: day.slice(5), applications: perDay[i] ?? 0 })),
  };
}
