import { REASON_REQUIRED } from './audit.ts';

/**
 * The Spanish console's wording ("usted") of the errors staff meet most: the audit trail's reason,
 * four-eyes, records that do not exist, and the field checks of validate.ts. Field names stay as the
 * API spells them (the catalogue's). A message not listed stays English (docs/decisions.md).
 */
const RECORDS: Readonly<Record<string, string>> = {
  Loan: 'El préstamo',
  Customer: 'El cliente',
  Ticket: 'El ticket',
  Card: 'La tarjeta',
  Template: 'La plantilla',
  'Staff member': 'El empleado',
  Document: 'El documento',
  Thread: 'El hilo',
  Proposal: 'La propuesta',
  Payment: 'El pago',
  Installment: 'La cuota',
  Impediment: 'El impedimento',
  SMS: 'El SMS',
  Letter: 'La carta',
  Segment: 'El segmento',
  Campaign: 'La campaña',
  Chargeback: 'El contracargo',
  Call: 'La llamada',
  Message: 'El mensaje',
};

const LOAN_STATUS: Readonly<Record<string, string>> = {
  requested: 'solicitado',
  approved: 'aprobado',
  issued: 'concedido',
  overdue: 'vencido',
  repaid: 'devuelto',
  closed: 'cerrado',
  cancelled: 'cancelado',
  declined: 'rechazado',
};
const status = (s: string) => LOAN_STATUS[s] ?? s;

type Rule = [RegExp, (...groups: string[]) => string];

const RULES: readonly Rule[] = [
  [/^The reason must be at most (\d+) characters\.$/, (n) => `El motivo debe tener como máximo ${n} caracteres.`],
  [/^This is already waiting for approval \(proposal (\d+)\)\.$/, (id) => `Ya está pendiente de aprobación (propuesta ${id}).`],
  [
    /^Proposal (\d+) was already (approved|rejected)\.$/,
    (id, s) => `La propuesta ${id} ya estaba ${s === 'approved' ? 'aprobada' : 'rechazada'}.`,
  ],
  [new RegExp(`^(${Object.keys(RECORDS).join('|')}) (\\S+) does not exist\\.$`), (what, id) => `${RECORDS[what]} ${id} no existe.`],
  [/^Loan (\d+) is not a loan of customer (\d+)\.$/, (loan, customer) => `El préstamo ${loan} no es del cliente ${customer}.`],
  [/^Payment (\d+) is not a payment of loan (\d+)\.$/, (payment, loan) => `El pago ${payment} no es del préstamo ${loan}.`],
  [/^Chargeback (\d+) is not a chargeback of loan (\d+)\.$/, (c, loan) => `El contracargo ${c} no es del préstamo ${loan}.`],
  [/^Chargeback (\d+) is already (won|lost)\.$/, (c, s) => `El contracargo ${c} ya está ${s === 'won' ? 'ganado' : 'perdido'}.`],
  [
    /^Payment (\d+) was not taken by card: only a card payment can be charged back\.$/,
    (p) => `El pago ${p} no se cobró con tarjeta: solo un pago con tarjeta admite un contracargo.`,
  ],
  [
    /^Payment (\d+) already has chargeback (\d+) \((open|lost)\)\.$/,
    (p, c, s) => `El pago ${p} ya tiene el contracargo ${c} (${s === 'open' ? 'abierto' : 'perdido'}).`,
  ],
  [/^Payment (\d+) is deleted: there is nothing to charge back\.$/, (p) => `El pago ${p} está eliminado: no hay nada que revertir.`],
  [/^A chargeback reverses the whole payment of (.+)\.$/, (m) => `Un contracargo revierte el pago entero de ${m}.`],
  [
    /^Payment (\d+) has chargeback (\d+) open: resolve the chargeback instead\.$/,
    (p, c) => `El pago ${p} tiene abierto el contracargo ${c}: resuelva el contracargo en su lugar.`,
  ],
  [/^Installment (\d+) is not part of loan (\d+)\.$/, (inst, loan) => `La cuota ${inst} no es del préstamo ${loan}.`],
  [
    /^Loan (\d+) is (\w+): only an issued or overdue loan takes payments\.$/,
    (id, s) => `El préstamo ${id} está ${status(s)}: solo un préstamo concedido o vencido admite pagos.`,
  ],
  [
    /^Loan (\d+) is (\w+): only a running loan can be (withdrawn from|rolled over)\.$/,
    (id, s, what) =>
      `El préstamo ${id} está ${status(s)}: solo un préstamo en curso puede ${what === 'rolled over' ? 'aplazarse' : 'desistirse'}.`,
  ],
  // Collections, calls and letters: a collection agent's day.
  [/^(.+) does not take new cases\.$/, (company) => `${company} no acepta casos nuevos.`],
  [
    /^Loan (\d+) is (\w+): only an overdue loan goes to a collection company\.$/,
    (id, s) => `El préstamo ${id} está ${status(s)}: solo un préstamo vencido pasa a una empresa de recobro.`,
  ],
  [/^Staff member (\d+) is not a collection agent\.$/, (id) => `El empleado ${id} no es un agente de recobro.`],
  [/^The (\w+) campaign is running already\.$/, (c) => `La campaña ${c} ya está en marcha.`],
  [/^The (\w+) campaign is stopped already\.$/, (c) => `La campaña ${c} ya está parada.`],
  [/^The (\w+) campaign is stopped; start it first\.$/, (c) => `La campaña ${c} está parada: iníciela primero.`],
  [/^Customer (\d+) does not allow phone calls\.$/, (id) => `El cliente ${id} no permite llamadas telefónicas.`],
  [/^Customer (\d+) has no overdue loan\.$/, (id) => `El cliente ${id} no tiene ningún préstamo vencido.`],
  [
    /^Customer (\d+) has had (\d+) (\w+) calls, the most this campaign makes\.$/,
    (id, n, c) => `El cliente ${id} ya ha recibido ${n} llamadas ${c}, el máximo de esta campaña.`,
  ],
  [/^Call (\d+) has its result already\.$/, (id) => `La llamada ${id} ya tiene su resultado.`],
  [/^The calling hours must start before they end\.$/, () => 'El horario de llamadas debe empezar antes de terminar.'],
  [/^(\w+) must be a whole number from (\d+) to (\d+)\.$/, (f, a, b) => `El campo ${f} debe ser un número entero de ${a} a ${b}.`],
  [/^The letter is longer than (\d+) characters\.$/, (n) => `La carta supera los ${n} caracteres.`],
  [/^Give a reason to reject the letter\.$/, () => 'Indique un motivo para rechazar la carta.'],
  [/^Choose at least one letter to send\.$/, () => 'Elija al menos una carta para enviar.'],
  [
    /^Customer (\d+) is not in legal collection and has no legal documents\.$/,
    (id) => `El cliente ${id} no está en recobro judicial y no tiene documentos legales.`,
  ],
  // Messages, permissions and cards.
  [
    /^The message cannot be sent: (.+) (has|have) no value for this customer\.$/,
    (vars, has) => `No se puede enviar el mensaje: ${vars} no ${has === 'have' ? 'tienen' : 'tiene'} valor para este cliente.`,
  ],
  [
    /^The message has changed since its preview \(the customer's figures changed\): check the new preview and send again\.$/,
    () =>
      'El mensaje ha cambiado desde la vista previa (han cambiado las cifras del cliente): revise la nueva vista previa y envíelo de nuevo.',
  ],
  [/^Template (.+) is not active\.$/, (t) => `La plantilla ${t} no está activa.`],
  [
    /^Template (.+) is for the (\w+) market; this customer is in (\w+)\.$/,
    (t, market, country) => `La plantilla ${t} es del mercado ${market}; este cliente es de ${country}.`,
  ],
  [
    /^Customer (\d+) already allows (\w+) \((communication|NCP) permission\)\.$/,
    (id, ch, kind) => `El cliente ${id} ya permite ${ch} (permiso ${kind === 'NCP' ? 'NCP' : 'de comunicación'}).`,
  ],
  [
    /^Customer (\d+) has already refused (\w+) \((communication|NCP) permission\)\.$/,
    (id, ch, kind) => `El cliente ${id} ya ha rechazado ${ch} (permiso ${kind === 'NCP' ? 'NCP' : 'de comunicación'}).`,
  ],
  [/^Card (\d+) is deleted\.$/, (id) => `La tarjeta ${id} está eliminada.`],
  [/^Customer (\d+) has no e-mail address\.$/, (id) => `El cliente ${id} no tiene dirección de e-mail.`],
  [/^Document (\d+) belongs to another customer\.$/, (id) => `El documento ${id} es de otro cliente.`],
  [/^Choose at least one document to send\.$/, () => 'Elija al menos un documento para enviar.'],
  // Loans: payments, issue, cancel, impediments.
  [/^Payment (\d+) is already (deleted|active)\.$/, (id, s) => `El pago ${id} ya está ${s === 'deleted' ? 'eliminado' : 'activo'}.`],
  [
    /^Loan (\d+) is (\w+): only a requested or approved loan can be issued\.$/,
    (id, s) => `El préstamo ${id} está ${status(s)}: solo un préstamo solicitado o aprobado puede concederse.`,
  ],
  [
    /^Loan (\d+) cannot be cancelled: it is (\w+)( and has payments)?\.$/,
    (id, s, paid) => `El préstamo ${id} no puede cancelarse: está ${status(s)}${paid ? ' y tiene pagos' : ''}.`,
  ],
  [
    /^Loan (\d+) is (\w+): only an issued or overdue loan can have an impediment\.$/,
    (id, s) => `El préstamo ${id} está ${status(s)}: solo un préstamo concedido o vencido puede tener un impedimento.`,
  ],
  [/^Loan (\d+) already has an open impediment \((\d+)\)\.$/, (id, imp) => `El préstamo ${id} ya tiene un impedimento abierto (${imp}).`],
  [/^The discount is more than the interest still to pay \((.+)\)\.$/, (room) => `El descuento supera los intereses pendientes (${room}).`],
  [/^(\w+) is required\.$/, (f) => `Falta el campo ${f}.`],
  [/^(\w+) must be a number\.$/, (f) => `El campo ${f} debe ser un número.`],
  [/^(\w+) must be a string\.$/, (f) => `El campo ${f} debe ser un texto.`],
  [/^(\w+) must be a list\.$/, (f) => `El campo ${f} debe ser una lista.`],
  [/^(\w+) must be an object\.$/, (f) => `El campo ${f} debe ser un objeto.`],
  [/^(\w+) must be a positive whole number\.$/, (f) => `El campo ${f} debe ser un número entero positivo.`],
  [/^(\w+) must be a date \(YYYY-MM-DD\)\.$/, (f) => `El campo ${f} debe ser una fecha (AAAA-MM-DD).`],
  [/^(\w+) must be more than 0\.$/, (f) => `El campo ${f} debe ser mayor que 0.`],
  [/^(\w+) must be one of:? (.+)\.$/, (f, list) => `El campo ${f} debe ser uno de: ${list}.`],
  [/^(\w+) must be (\S+), (\S+) or (\S+)\.$/, (f, a, b, c) => `El campo ${f} debe ser ${a}, ${b} o ${c}.`],
  [/^(\w+) must be (\S+) or (\S+)\.$/, (f, a, b) => `El campo ${f} debe ser ${a} o ${b}.`],
];

const EXACT: ReadonlyMap<string, string> = new Map([
  [REASON_REQUIRED, 'Indique un motivo para esta acción.'],
  ['You proposed this: another staff member must decide it.', 'Usted lo propuso: debe decidirlo otro empleado.'],
  ['The request body must be a JSON object.', 'El cuerpo de la petición debe ser un objeto JSON.'],
  ['This loan has nothing to pay.', 'Este préstamo no tiene nada pendiente de pago.'],
  ['The IBAN is not valid.', 'El IBAN no es válido.'],
  ['Please enter an amount.', 'Introduzca un importe.'],
  ['The payment date is before the issue date.', 'La fecha del pago es anterior a la de emisión.'],
  ['The arrangement date cannot be in the past.', 'La fecha del acuerdo no puede estar en el pasado.'],
  ['A paid installment keeps its date.', 'Una cuota pagada conserva su fecha.'],
  [
    'The new date must fall between the previous and the next installment.',
    'La nueva fecha debe caer entre la cuota anterior y la siguiente.',
  ],
]);

/** A staff error in the Spanish console's words; a message it has no wording for, unchanged. */
export function staffInSpanish(message: string): string {
  const exact = EXACT.get(message);
  if (exact) return exact;
  for (const [pattern, word] of RULES) {
    const match = pattern.exec(message);
    if (match) return word(...match.slice(1));
  }
  return message;
}
