/**
 * Texts of the confirmations and the audit trail: `pronto.audit` (spread into `pronto` of en.ts /
 * es.ts) and `resources.auditTrail` (spread into `resources`).
 */
const enAudit = {
  confirm: 'Confirm',
  reason: 'Reason',
  reasonHelp: 'Required: saved in the audit trail with your name and the time.',
  tab: 'Audit trail',
  empty: 'No audited actions on this record yet.',
  loadError: 'The audit trail could not be loaded: %{message}',
  changesNone: 'No field changed',
  targets: { customer: 'Customer %{id}', loan: 'Loan %{id}', card: 'Card %{id}', staff: 'Staff member %{id}' },
  questions: {
    payManual: 'Record a manual payment on loan %{loanId}? The schedule is worked out again with it.',
    deletePayment: 'Delete payment %{paymentId} of loan %{loanId} (%{amount})? The schedule is worked out again without it.',
    undeletePayment: 'Restore payment %{paymentId} of loan %{loanId} (%{amount})? The schedule is worked out again with it.',
    setIssued: 'Set loan %{loanId} issued? The money is paid out to the customer.',
    setCancelled: 'Cancel loan %{loanId}? A cancelled loan cannot be issued again.',
    desist: 'Desist loan %{loanId}? The contract is withdrawn from and the loan closed; this cannot be undone.',
    rollover: 'Roll the next instalment of loan %{loanId} over by %{days} days?',
    restructure: 'Restructure loan %{loanId} into %{count} monthly instalments? The open schedule is replaced.',
    discount: 'Take a discount off the interest of loan %{loanId}?',
    applyProposal: 'Apply the discount "%{name}" (%{amount}) to loan %{loanId}?',
    blacklist: 'Put customer %{customerId} on the blacklist? They can no longer get loans.',
    unblacklist: 'Take customer %{customerId} off the blacklist?',
    softDelete: 'Delete customer %{customerId}? They disappear from searches and can no longer sign in.',
    undelete: 'Restore customer %{customerId}?',
    unlinkCard: 'Unlink card %{cardId}? It is no longer charged for repayments.',
    deleteCard: 'Delete card %{cardId}? A deleted card cannot be linked or used again.',
    resetPassword: 'Reset the password of %{name}? Their sessions end and a new temporary password is shown once.',
  },
  /** An audited call in words, by catalogue id with `.` and `/` as `_`. */
  calls: {
    loan_payloanmanual: 'Manual payment',
    loan_deletePayment: 'Payment deleted',
    loan_undeletePayment: 'Payment restored',
    loan_setLoanIssued: 'Loan issued',
    loan_setLoanCancelled: 'Loan cancelled',
    loan_desistContract: 'Contract desisted',
    loan_rollover: 'Rolled over',
    loan_restructureLoan: 'Restructured',
    loan_discount: 'Discount',
    customer_blacklist_add: 'Blacklisted',
    customer_blacklist_remove: 'Removed from the blacklist',
    customer_status_blacklist: 'Blacklist set',
    customer_softDelete: 'Customer deleted',
    customer_undelete: 'Customer restored',
    card_setUnlinked: 'Card unlinked',
    card_setDeleted: 'Card deleted',
    membership_resetCamPassword: 'Password reset',
  },
};

const esAudit: typeof enAudit = {
  confirm: 'Confirmar',
  reason: 'Motivo',
  reasonHelp: 'Obligatorio: se guarda en el registro de auditoría con su nombre y la hora.',
  tab: 'Auditoría',
  empty: 'Todavía no hay acciones auditadas en este registro.',
  loadError: 'No se pudo cargar la auditoría: %{message}',
  changesNone: 'Ningún campo cambió',
  targets: { customer: 'Cliente %{id}', loan: 'Préstamo %{id}', card: 'Tarjeta %{id}', staff: 'Empleado %{id}' },
  questions: {
    payManual: '¿Registrar un pago manual en el préstamo %{loanId}? El calendario se recalcula con él.',
    deletePayment: '¿Borrar el pago %{paymentId} del préstamo %{loanId} (%{amount})? El calendario se recalcula sin él.',
    undeletePayment: '¿Restaurar el pago %{paymentId} del préstamo %{loanId} (%{amount})? El calendario se recalcula con él.',
    setIssued: '¿Marcar el préstamo %{loanId} como concedido? El dinero se paga al cliente.',
    setCancelled: '¿Cancelar el préstamo %{loanId}? Un préstamo cancelado no puede concederse de nuevo.',
    desist: '¿Desistir del préstamo %{loanId}? Se desiste del contrato y el préstamo se cierra; no se puede deshacer.',
    rollover: '¿Aplazar la próxima cuota del préstamo %{loanId} %{days} días?',
    restructure: '¿Reestructurar el préstamo %{loanId} en %{count} cuotas mensuales? El calendario pendiente se sustituye.',
    discount: '¿Aplicar un descuento sobre los intereses del préstamo %{loanId}?',
    applyProposal: '¿Aplicar el descuento «%{name}» (%{amount}) al préstamo %{loanId}?',
    blacklist: '¿Poner al cliente %{customerId} en la lista negra? Ya no podrá obtener préstamos.',
    unblacklist: '¿Quitar al cliente %{customerId} de la lista negra?',
    softDelete: '¿Borrar al cliente %{customerId}? Desaparece de las búsquedas y ya no puede iniciar sesión.',
    undelete: '¿Restaurar al cliente %{customerId}?',
    unlinkCard: '¿Desvincular la tarjeta %{cardId}? Ya no se cobrarán pagos en ella.',
    deleteCard: '¿Borrar la tarjeta %{cardId}? Una tarjeta borrada no puede vincularse ni usarse de nuevo.',
    resetPassword: '¿Restablecer la contraseña de %{name}? Sus sesiones terminan y se muestra una vez una contraseña temporal nueva.',
  },
  calls: {
    loan_payloanmanual: 'Pago manual',
    loan_deletePayment: 'Pago borrado',
    loan_undeletePayment: 'Pago restaurado',
    loan_setLoanIssued: 'Préstamo concedido',
    loan_setLoanCancelled: 'Préstamo cancelado',
    loan_desistContract: 'Desistimiento del contrato',
    loan_rollover: 'Aplazado',
    loan_restructureLoan: 'Reestructurado',
    loan_discount: 'Descuento',
    customer_blacklist_add: 'En lista negra',
    customer_blacklist_remove: 'Fuera de la lista negra',
    customer_status_blacklist: 'Lista negra cambiada',
    customer_softDelete: 'Cliente borrado',
    customer_undelete: 'Cliente restaurado',
    card_setUnlinked: 'Tarjeta desvinculada',
    card_setDeleted: 'Tarjeta borrada',
    membership_resetCamPassword: 'Contraseña restablecida',
  },
};

const enResource = {
  auditTrail: {
    name: 'Audit entry |||| Audit trail',
    fields: { at: 'When', staffName: 'Who', staffId: 'Staff member', callId: 'What', target: 'Record', targetType: 'Record type', customerId: 'Customer', loanId: 'Loan', changes: 'Changes', reason: 'Reason', from: 'From', to: 'To' },
  },
};

const esResource: typeof enResource = {
  auditTrail: {
    name: 'Entrada de auditoría |||| Auditoría',
    fields: { at: 'Cuándo', staffName: 'Quién', staffId: 'Empleado', callId: 'Qué', target: 'Registro', targetType: 'Tipo de registro', customerId: 'Cliente', loanId: 'Préstamo', changes: 'Cambios', reason: 'Motivo', from: 'Desde', to: 'Hasta' },
  },
};

export const en = { pronto: { audit: enAudit }, resources: enResource };
export const es: typeof en = { pronto: { audit: esAudit }, resources: esResource };
