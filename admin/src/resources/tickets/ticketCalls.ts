import type { CallSpec } from '../../actions/calls/callSpec.ts';

/** The ticket's mail: the customer's e-mail threads (a ticket with a customer only), its attachments, a reply with a file. */
export const TICKET_CALLS: readonly CallSpec[] = [
  {
    id: 'communication.replymultipart',
    title: { en: 'Send a file', es: 'Enviar un archivo' },
    from: { ticketId: 'id' },
    fields: [
      { name: 'text', kind: 'long', label: { en: 'Message', es: 'Mensaje' } },
      { name: 'attachmentName', label: { en: 'File name', es: 'Nombre del archivo' } },
      { name: 'attachmentUrl', label: { en: 'File address (URL)', es: 'Dirección del archivo (URL)' } },
    ],
  },
  // Every file of the ticket, sent or received: staff never see an attachment's id to ask for one.
  { id: 'communication.attachments', title: { en: 'Files of this ticket', es: 'Archivos de este ticket' }, from: { ticketId: 'id' } },
  {
    id: 'communication.getThreads',
    title: { en: "The customer's e-mail threads", es: 'Hilos de correo del cliente' },
    from: { customerId: 'customerId' },
  },
];

/** The queues at a glance, for the ticket list. */
export const TICKET_STATE_CALLS: readonly CallSpec[] = [
  { id: 'communication.getState', title: { en: 'Tickets by state', es: 'Tickets por estado' } },
];
