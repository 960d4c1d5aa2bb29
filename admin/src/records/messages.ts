import type { Shape } from '../i18n/en.ts';
import { registerMessages } from '../i18n/i18nProvider.ts';

/**
 * Texts of the loans, cards and tickets that screens of several features show: their field labels (their own
 * screens, the customer page's tabs, the audit trail's changes) and the new-ticket button (ticket list, customer page).
 */
export const en = {
  resources: {
    loans: {
      fields: {
        id: 'ID',
        customerId: 'Customer',
        country: 'Country',
        application: 'Application',
        amount: 'Amount',
        issueDate: 'Issue date',
        status: 'Status',
        purpose: 'Purpose',
        createdAt: 'Created',
        issueDateFrom: 'Issued from',
        issueDateTo: 'Issued to',
        amountMin: 'Minimum amount',
        amountMax: 'Maximum amount',
        installments: 'Schedule',
        number: 'No.',
        expectedDate: 'Due date',
        principal: 'Principal',
        interest: 'Interest',
        fee: 'Fee',
        lateInterest: 'Late interest',
        paidAmount: 'Paid',
        paidDate: 'Paid on',
        payments: 'Payments',
        date: 'Date',
        method: 'Method',
        deleted: 'Deleted',
        statusHistory: 'Status history',
      },
    },
    cards: {
      fields: {
        id: 'ID',
        customerId: 'Customer',
        maskedPan: 'Card number',
        brand: 'Brand',
        expiry: 'Expiry',
        status: 'Status',
        subStatus: 'Sub-status',
        linked: 'Linked',
        provider: 'Provider',
        privilege: 'Privilege',
        createdAt: 'Created',
        amount: 'Amount',
        date: 'Date',
        type: 'Type',
        result: 'Result',
        q: 'Search',
      },
    },
    tickets: {
      fields: {
        id: 'ID',
        customerId: 'Customer',
        subject: 'Subject',
        status: 'Status',
        assignedTo: 'Assigned to',
        createdAt: 'Created',
        updatedAt: 'Updated',
        read: 'Read',
        queue: 'Queue',
        from: 'From',
        text: 'Message',
        messages: 'Thread',
        attachments: 'Attachments',
      },
      actions: {
        newTicket: 'New ticket',
      },
      notifications: {
        ticketOpened: 'Ticket opened',
      },
    },
  },
};

export const es: Shape<typeof en> = {
  resources: {
    loans: {
      fields: {
        id: 'ID',
        customerId: 'Cliente',
        country: 'País',
        application: 'Aplicación',
        amount: 'Importe',
        issueDate: 'Fecha de concesión',
        status: 'Estado',
        purpose: 'Finalidad',
        createdAt: 'Creado',
        issueDateFrom: 'Concedido desde',
        issueDateTo: 'Concedido hasta',
        amountMin: 'Importe mínimo',
        amountMax: 'Importe máximo',
        installments: 'Calendario',
        number: 'N.º',
        expectedDate: 'Vencimiento',
        principal: 'Principal',
        interest: 'Intereses',
        fee: 'Comisión',
        lateInterest: 'Intereses de demora',
        paidAmount: 'Pagado',
        paidDate: 'Pagado el',
        payments: 'Pagos',
        date: 'Fecha',
        method: 'Medio',
        deleted: 'Eliminado',
        statusHistory: 'Historial de estados',
      },
    },
    cards: {
      fields: {
        id: 'ID',
        customerId: 'Cliente',
        maskedPan: 'Número de tarjeta',
        brand: 'Marca',
        expiry: 'Caducidad',
        status: 'Estado',
        subStatus: 'Subestado',
        linked: 'Vinculada',
        provider: 'Proveedor',
        privilege: 'Privilegio',
        createdAt: 'Alta',
        amount: 'Importe',
        date: 'Fecha',
        type: 'Tipo',
        result: 'Resultado',
        q: 'Buscar',
      },
    },
    tickets: {
      fields: {
        id: 'ID',
        customerId: 'Cliente',
        subject: 'Asunto',
        status: 'Estado',
        assignedTo: 'Asignado a',
        createdAt: 'Creado',
        updatedAt: 'Actualizado',
        read: 'Leído',
        queue: 'Cola',
        from: 'De',
        text: 'Mensaje',
        messages: 'Conversación',
        attachments: 'Adjuntos',
      },
      actions: {
        newTicket: 'Nuevo ticket',
      },
      notifications: {
        ticketOpened: 'Ticket abierto',
      },
    },
  },
};

// Evaluated with every module showing these texts (each imports this module), before any of them renders.
registerMessages({ en, es });
