import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the complaint case screens; the name is in en.ts / es.ts. */
export const en = {
  resources: {
    complaintCases: {
      fields: {
        id: 'ID',
        customerId: 'Customer',
        loanId: 'Loan',
        subject: 'Subject',
        description: 'Description',
        status: 'Status',
        createdAt: 'Created',
        createdBy: 'By',
      },
      statuses: { open: 'Open', inProgress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
      history: 'Status history',
      actions: { open: 'Reopen', inProgress: 'Start work', resolved: 'Resolve', closed: 'Close case' },
      notifications: { statusChanged: 'Status changed' },
    },
  },
};

export const es: Shape<typeof en> = {
  resources: {
    complaintCases: {
      fields: {
        id: 'ID',
        customerId: 'Cliente',
        loanId: 'Préstamo',
        subject: 'Asunto',
        description: 'Descripción',
        status: 'Estado',
        createdAt: 'Creada',
        createdBy: 'Por',
      },
      statuses: { open: 'Abierta', inProgress: 'En curso', resolved: 'Resuelta', closed: 'Cerrada' },
      history: 'Historial de estados',
      actions: { open: 'Reabrir', inProgress: 'Empezar', resolved: 'Resolver', closed: 'Cerrar caso' },
      notifications: { statusChanged: 'Estado cambiado' },
    },
  },
};

// Evaluated with the complaint screens (they import this module first), before anything of them renders.
registerMessages({ en, es });
