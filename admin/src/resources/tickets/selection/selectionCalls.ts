import type { CallSpec } from '../../../actions/calls/callSpec.ts';

const EACH_TICKET = { ticketId: 'ticketIds' } as const;

/** What staff do to the tickets selected in the list (the bulk actions): one call per ticket, in turn. */
export const TICKET_SELECTION_CALLS: readonly CallSpec[] = [
  {
    id: 'communication.reassign',
    title: { en: 'Reassign them', es: 'Reasignarlos' },
    each: EACH_TICKET,
    fields: [{ name: 'staffId', kind: 'agent', label: { en: 'Agent', es: 'Agente' } }],
  },
  {
    id: 'communication.close',
    title: { en: 'Close them', es: 'Cerrarlos' },
    // Asked "Close them now?" without a reason, as the ticket page closes one: closing a ticket is not
    // in the audit trail, so a reason would go nowhere.
    each: EACH_TICKET,
  },
];
