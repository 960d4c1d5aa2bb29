import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the ticket screens; the name and the queues (the dashboard shows them) are in en.ts / es.ts, the field labels and the new-ticket button's texts in records/messages.ts. */
export const en = {
  resources: {
    tickets: {
      actions: {
        reply: 'Reply',
        newThread: 'New thread',
        assign: 'Assign to me',
        reassign: 'Reassign',
        bind: 'Bind to customer',
        unbind: 'Unbind',
        close: 'Close',
        read: 'Mark read',
      },
      notifications: {
        replied: 'Reply sent',
        threadStarted: 'Thread started',
        assigned: 'Ticket assigned',
        reassigned: 'Ticket reassigned',
        bound: 'Ticket bound',
        unbound: 'Ticket unbound',
        closed: 'Ticket closed',
        read: 'Ticket marked read',
      },
    },
  },
};

export const es: Shape<typeof en> = {
  resources: {
    tickets: {
      actions: {
        reply: 'Responder',
        newThread: 'Nueva conversación',
        assign: 'Asignármelo',
        reassign: 'Reasignar',
        bind: 'Vincular al cliente',
        unbind: 'Desvincular',
        close: 'Cerrar',
        read: 'Marcar leído',
      },
      notifications: {
        replied: 'Respuesta enviada',
        threadStarted: 'Conversación iniciada',
        assigned: 'Ticket asignado',
        reassigned: 'Ticket reasignado',
        bound: 'Ticket vinculado',
        unbound: 'Ticket desvinculado',
        closed: 'Ticket cerrado',
        read: 'Ticket marcado como leído',
      },
    },
  },
};

// Evaluated with the ticket screens (each of their modules showing these texts imports it first), before anything of them renders.
registerMessages({ en, es });
