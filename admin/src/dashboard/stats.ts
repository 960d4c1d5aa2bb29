import type { DataProvider } from 'react-admin';
import type { LoanStatus } from '@pronto/api';

export interface DashboardStats {
  applications: number;
  issued: number;
  overdue: number;
  openTickets: number;
  issuedByDay: { day: string; count: number }[];
  byStatus: { status: LoanStatus; count: number }[];
}

const STATUSES: LoanStatus[] = ['requested', 'approved', 'issued', 'overdue', 'repaid', 'closed', 'cancelled', 'declined'];

/** YYYY-MM-DD of `date` moved by `days`. */
export function isoDay(date: Date, days = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** Only the totals are wanted: one row per page. */
async function count(dataProvider: DataProvider, resource: string, filter: Record<string, unknown>): Promise<number> {
  const { total } = await dataProvider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter });
  return total ?? 0;
}

/**
 * The dashboard figures from the data provider: today's applications (loans requested with today's
 * date), loans issued today, overdue loans, open tickets, issues over the last 7 days, loans by status.
 */
export async function loadDashboardStats(dataProvider: DataProvider, now = new Date()): Promise<DashboardStats> {
  const today = isoDay(now);
  const days = Array.from({ length: 7 }, (_, i) => isoDay(now, i - 6));
  const [applications, issued, overdue, openTickets, perDay, byStatus] = await Promise.all([
    count(dataProvider, 'loans', { issueDateFrom: today, issueDateTo: today }),
    count(dataProvider, 'loans', { status: 'issued', issueDateFrom: today, issueDateTo: today }),
    count(dataProvider, 'loans', { status: 'overdue' }),
    count(dataProvider, 'tickets', { status: 'open' }),
    Promise.all(days.map((day) => count(dataProvider, 'loans', { issueDateFrom: day, issueDateTo: day }))),
    Promise.all(STATUSES.map((status) => count(dataProvider, 'loans', { status }))),
  ]);
  return {
    applications,
    issued,
    overdue,
    openTickets,
    issuedByDay: days.map((day, i) => ({ day: day.slice(5), count: perDay[i] ?? 0 })),
    byStatus: STATUSES.map((status, i) => ({ status, count: byStatus[i] ?? 0 })),
  };
}
