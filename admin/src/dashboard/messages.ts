import type { Shape } from '../i18n/en.ts';
import { registerMessages } from '../i18n/i18nProvider.ts';

/** Texts of the dashboard; its menu entry is in en.ts / es.ts. */
export const en = {
  pronto: {
    dashboard: {
      title: 'Today',
      applications: "Today's applications",
      approvals: 'Approved today',
      issued: 'Loans issued today',
      dueToday: 'Payments due today',
      paidToday: 'Loans paid today',
      overdue: 'Overdue loans',
      openTickets: 'Open tickets',
      lastDays: 'Last 7 days',
      byStatus: 'Loans by status',
      overdueBuckets: 'Overdue loans by days late',
      ticketQueues: 'Open tickets by queue',
      days: '%{bucket} days',
      count: 'Loans',
      series: { applications: 'Applications' },
    },
  },
};

export const es: Shape<typeof en> = {
  pronto: {
    dashboard: {
      title: 'Hoy',
      applications: 'Solicitudes de hoy',
      approvals: 'Aprobadas hoy',
      issued: 'Préstamos concedidos hoy',
      dueToday: 'Cuotas que vencen hoy',
      paidToday: 'Préstamos con pagos hoy',
      overdue: 'Préstamos vencidos',
      openTickets: 'Tickets abiertos',
      lastDays: 'Últimos 7 días',
      byStatus: 'Préstamos por estado',
      overdueBuckets: 'Préstamos vencidos por días de retraso',
      ticketQueues: 'Tickets abiertos por cola',
      days: '%{bucket} días',
      count: 'Préstamos',
      series: { applications: 'Solicitudes' },
    },
  },
};

// Evaluated with the dashboard (its modules import this module first), before anything of it renders.
registerMessages({ en, es });
