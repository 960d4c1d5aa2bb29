import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the letters and collection-runs pages (`pronto.letters`, `pronto.collectionRuns`); their menu labels are in en.ts / es.ts. */
const enTexts = {
  letters: {
    title: 'Collection letters',
    tabs: { approvals: 'Waiting for approval', extraction: 'Ready to print', sent: 'Sent', write: 'Write a letter' },
    fields: {
      id: 'Letter',
      customerId: 'Customer',
      customerName: 'Name',
      address: 'Address',
      loanId: 'Loan',
      kind: 'Kind',
      text: 'Text',
      createdBy: 'Written by',
      createdAt: 'Written',
      decidedBy: 'Approved by',
      sentAt: 'Sent',
      reason: 'Reason to reject',
      select: 'Select letter %{id}',
    },
    kinds: { reminder: 'Payment reminder', default: 'Notice of default', legalNotice: 'Notice before legal action', other: 'Other' },
    approve: 'Approve',
    reject: 'Reject',
    sendSelected: 'Send %{count} selected',
    write: 'Save for approval',
    none: 'No letters here.',
    notifications: {
      approved: 'Letter approved',
      rejected: 'Letter rejected',
      sent: 'One letter sent |||| %{smart_count} letters sent',
      written: 'Letter %{id} saved: it waits for approval',
    },
  },
  collectionRuns: {
    title: 'Automatic collection runs',
    runs: {
      autoIC: 'Internal collection (autoIC)',
      autoEC: 'External collection (autoEC)',
      autoLC: 'Legal collection (autoLC)',
    },
    rule: 'Moves customers from %{from} to %{to} once a loan is %{days} or more days overdue.',
    customerIds: 'Only these customers (optional)',
    preview: 'Preview',
    run: 'Run now',
    summary: '%{moved} of %{checked} customers moved to %{to}',
    previewSummary: 'Preview: %{moved} of %{checked} customers would move to %{to}',
    fields: { customerId: 'Customer', name: 'Name', loanId: 'Loan', daysOverdue: 'Days overdue' },
    legal: {
      title: 'Legal documents',
      customerId: 'Customer',
      show: 'Show',
      none: 'No legal documents.',
    },
  },
};

const esTexts: typeof enTexts = {
  letters: {
    title: 'Cartas de recobro',
    tabs: { approvals: 'Pendientes de aprobación', extraction: 'Listas para imprimir', sent: 'Enviadas', write: 'Escribir una carta' },
    fields: {
      id: 'Carta',
      customerId: 'Cliente',
      customerName: 'Nombre',
      address: 'Dirección',
      loanId: 'Préstamo',
      kind: 'Tipo',
      text: 'Texto',
      createdBy: 'Escrita por',
      createdAt: 'Escrita',
      decidedBy: 'Aprobada por',
      sentAt: 'Enviada',
      reason: 'Motivo del rechazo',
      select: 'Seleccionar la carta %{id}',
    },
    kinds: { reminder: 'Recordatorio de pago', default: 'Aviso de impago', legalNotice: 'Aviso previo a acciones legales', other: 'Otra' },
    approve: 'Aprobar',
    reject: 'Rechazar',
    sendSelected: 'Enviar %{count} seleccionadas',
    write: 'Guardar para aprobación',
    none: 'No hay cartas.',
    notifications: {
      approved: 'Carta aprobada',
      rejected: 'Carta rechazada',
      sent: 'Una carta enviada |||| %{smart_count} cartas enviadas',
      written: 'Carta %{id} guardada: queda pendiente de aprobación',
    },
  },
  collectionRuns: {
    title: 'Procesos automáticos de recobro',
    runs: {
      autoIC: 'Recobro interno (autoIC)',
      autoEC: 'Recobro externo (autoEC)',
      autoLC: 'Recobro judicial (autoLC)',
    },
    rule: 'Pasa los clientes de %{from} a %{to} cuando un préstamo lleva %{days} días o más vencido.',
    customerIds: 'Solo estos clientes (opcional)',
    preview: 'Vista previa',
    run: 'Ejecutar ahora',
    summary: '%{moved} de %{checked} clientes pasados a %{to}',
    previewSummary: 'Vista previa: %{moved} de %{checked} clientes pasarían a %{to}',
    fields: { customerId: 'Cliente', name: 'Nombre', loanId: 'Préstamo', daysOverdue: 'Días de retraso' },
    legal: {
      title: 'Documentos legales',
      customerId: 'Cliente',
      show: 'Mostrar',
      none: 'No hay documentos legales.',
    },
  },
};

export const en = { pronto: enTexts };
export const es = { pronto: esTexts };

// Evaluated with the letters screens (each imports this module first), before anything of them renders.
registerMessages({ en, es });
