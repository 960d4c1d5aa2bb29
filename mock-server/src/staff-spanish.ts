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
  'Suspected login': 'El acceso sospechoso',
  'Loan definition': 'La definición de préstamo',
  'Discount rule': 'La regla de descuento',
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

/** What a stale save names (versions.ts staleMessage). */
const EDITED: Readonly<Record<string, string>> = {
  customer: 'este cliente',
  'staff member': 'este empleado',
  loan: 'este préstamo',
  holiday: 'este festivo',
  'freeze day': 'este día congelado',
  template: 'esta plantilla',
  'template channel': 'este canal de plantillas',
  campaign: 'esta campaña',
  'collection company': 'esta empresa de recobro',
  category: 'esta categoría',
  channel: 'este canal',
  group: 'este grupo',
  content: 'este contenido',
  translation: 'esta traducción',
  'white-list entry': 'esta entrada de la lista blanca',
  'ip ban': 'este bloqueo de IP',
  'loan definition': 'este producto de préstamo',
  'discount rule': 'esta regla de descuento',
  'complaint case': 'esta reclamación',
  'scheduled marketing send': 'este envío de marketing programado',
  segment: 'este segmento',
  'permission set': 'estos permisos',
  'customer group': 'este grupo de clientes',
};

const RULES: readonly Rule[] = [
  [
    /^This ([a-z -]+?) was changed by (.+?)(?: at (\d{2}:\d{2}) on (\S+))?\. Their values are shown now: check them and save again to keep yours\.$/,
    (what, who, time, day) =>
      `${who === 'another staff member' ? 'Otro empleado' : who} cambió ${EDITED[what.toLowerCase()] ?? 'este registro'}${time ? ` a las ${time} del ${day}` : ''}. ` +
      'Ya se muestran sus valores: revíselos y guarde de nuevo para conservar los suyos.',
  ],
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
  // The right of withdrawal and the payout (withdrawal.ts in @pronto/domain, routes/withdrawal-check.ts).
  [
    /^Loan (\d+) was issued on ([\d-]+): its 14-day withdrawal period ended on ([\d-]+)\.$/,
    (id, issued, ended) => `El préstamo ${id} se concedió el ${issued}: su plazo de desistimiento de 14 días terminó el ${ended}.`,
  ],
  [
    /^Loan (\d+) is (\w+): only an issued or overdue loan can be withdrawn from\.$/,
    (id, s) => `El préstamo ${id} está ${status(s)}: solo un préstamo concedido o vencido admite el desistimiento.`,
  ],
  [
    /^Loan (\d+) has no approved withdrawal: the desist must be proposed and approved before its payment\.$/,
    (id) => `El préstamo ${id} no tiene un desistimiento aprobado: el desistimiento debe proponerse y aprobarse antes de su pago.`,
  ],
  [
    /^The customer already withdrew from loan (\d+) \(notice of ([\d-]+)\)\.$/,
    (id, day) => `El cliente ya desistió del préstamo ${id} (comunicado el ${day}).`,
  ],
  [/^The withdrawal from loan (\d+) was paid on ([\d-]+)\.$/, (id, day) => `El desistimiento del préstamo ${id} se pagó el ${day}.`],
  [
    /^Loan (\d+) cannot be paid out: the customer has not accepted \(signed\) its agreement yet\.$/,
    (id) => `El préstamo ${id} no puede desembolsarse: el cliente aún no ha aceptado (firmado) su contrato.`,
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
    /^The message cannot be sent: (.+) (has|have) no value for this customer\. They are (\d+) days in arrears: send a reminder that states the arrears \((.+)\)\.$/,
    (vars, has, days, names) =>
      `No se puede enviar el mensaje: ${vars} no ${has === 'have' ? 'tienen' : 'tiene'} valor para este cliente. Lleva ${days} días de retraso: envíe un recordatorio que indique los atrasos (${names.replace(' or ', ' o ')}).`,
  ],
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
  // Marketing, mailbox, documents, content and staff settings.
  [/^A template channel named (.+) exists already\.$/, (n) => `Ya existe un canal de plantillas llamado ${n}.`],
  [
    /^Channel (.+) is used by (\d+) templates; it cannot be (renamed|deleted)\.$/,
    (c, n, what) => `El canal ${c} lo usan ${n} plantillas: no puede ${what === 'renamed' ? 'cambiar de nombre' : 'eliminarse'}.`,
  ],
  [/^A segment needs a name\.$/, () => 'Un segmento necesita un nombre.'],
  [/^A segment named (.+) exists already\.$/, (n) => `Ya existe un segmento llamado ${n}.`],
  [
    /^Segment (.+) has (\d+) scheduled sends; delete them first\.$/,
    (sg, n) => `El segmento ${sg} tiene ${n} envíos programados: elimínelos primero.`,
  ],
  [/^A scheduled send needs a name\.$/, () => 'Un envío programado necesita un nombre.'],
  [/^A send time is required\.$/, () => 'Indique la hora de envío.'],
  [/^The send time is not a date and time\.$/, () => 'La hora de envío no es una fecha y hora.'],
  [/^The send time must be in the future\.$/, () => 'La hora de envío debe ser futura.'],
  [
    /^The send (.+) has gone out; it cannot be (changed|deleted)\.$/,
    (n, what) => `El envío ${n} ya ha salido: no puede ${what === 'changed' ? 'modificarse' : 'eliminarse'}.`,
  ],
  [/^The message text is required\.$/, () => 'Escriba el texto del mensaje.'],
  [/^An SMS can hold at most (\d+) characters\.$/, (n) => `Un SMS admite como máximo ${n} caracteres.`],
  [/^An e-mail needs a subject\.$/, () => 'Un e-mail necesita un asunto.'],
  [/^A segment needs at least one criterion\.$/, () => 'Un segmento necesita al menos un criterio.'],
  [/^The audience is empty: segment (.+) has no customers\.$/, (sg) => `La audiencia está vacía: el segmento ${sg} no tiene clientes.`],
  [
    /^The audience is empty: choose a segment or enter customer ids\.$/,
    () => 'La audiencia está vacía: elija un segmento o escriba ids de clientes.',
  ],
  [/^There is no label (.+)\.$/, (l) => `No existe la etiqueta ${l}.`],
  [/^Enter a valid recipient e-mail address\.$/, () => 'Escriba una dirección de e-mail de destinatario válida.'],
  [
    /^Only PDF, JPEG, PNG or text files can be uploaded \(this one is (.+)\)\.$/,
    (t) => `Solo pueden subirse archivos PDF, JPEG, PNG o de texto (este es ${t}).`,
  ],
  [/^(\S+\.\w+) is empty\.$/, (f) => `${f} está vacío.`],
  [
    /^(\S+\.\w+) is (.+); the largest file you can upload is (.+)\.$/,
    (f, size, max) => `${f} ocupa ${size}; el archivo más grande que puede subir es de ${max}.`,
  ],
  [
    /^Document (\d+) is not an identity document: OCR runs on identity documents only\.$/,
    (d) => `El documento ${d} no es un documento de identidad: el OCR solo lee documentos de identidad.`,
  ],
  [/^A signed loan agreement must be a PDF file\.$/, () => 'Un contrato de préstamo firmado debe ser un archivo PDF.'],
  [
    /^Upload a signed loan agreement from its loan \(loan agreement upload\)\.$/,
    () => 'Suba un contrato de préstamo firmado desde su préstamo (subida del contrato).',
  ],
  [/^ip must be an IPv4 or IPv6 address\.$/, () => 'El campo ip debe ser una dirección IPv4 o IPv6.'],
  [/^([\d.:a-fA-F]+) is already on the white list\.$/, (ip) => `${ip} ya está en la lista blanca.`],
  [/^([\d.:a-fA-F]*) is not on the white list\.$/, (ip) => `${ip} no está en la lista blanca.`],
  [/^([\d.:a-fA-F]+) is not banned\.$/, (ip) => `${ip} no está bloqueada.`],
  [/^A (\w+) translation of (.+) exists already\.$/, (c, k) => `Ya existe una traducción ${c} de ${k}.`],
  [/^There is no (\w+) translation of (.+)\.$/, (c, k) => `No existe una traducción ${c} de ${k}.`],
  [/^A template named (.+) exists already\.$/, (n) => `Ya existe una plantilla llamada ${n}.`],
  [/^Please enter a valid e-mail address\.$/, () => 'Escriba una dirección de e-mail válida.'],
  [/^(\S+@\S+) is already a staff member\.$/, (e) => `${e} ya es un empleado.`],
  [/^(\S+@\S+) is not a collection agent\.$/, (e) => `${e} no es un agente de recobro.`],
  [/^(\S+@\S+) is not active and cannot take live chats\.$/, (e) => `${e} no está activo y no puede atender chats.`],
  [/^This account is already on the customer\.$/, () => 'Esta cuenta ya está en el cliente.'],
  [
    /^No scrape results for this customer: start a scrape first\.$/,
    () => 'No hay resultados de scraping de este cliente: inicie primero un scraping.',
  ],
  [
    /^The amount of (.+) is more than the (.+) owed on loan (\d+) \(what settles it on (.+)\)\.$/,
    (amount, owed, id, day) => `El importe de ${amount} supera los ${owed} que se deben del préstamo ${id} (lo que lo liquida el ${day}).`,
  ],
  [
    /^This loan has already been rolled over twice: a loan may be rolled over at most twice \(FCA CONC 6\.7\.23\)\.$/,
    () => 'Este préstamo ya se ha aplazado dos veces: un préstamo puede aplazarse como máximo dos veces (FCA CONC 6.7.23).',
  ],
  [
    /^Customer (\d+) to (\w+) goes against the arrears rule \((their loans are (\d+) days past due|nothing of theirs is past due)\): please give a reason\.$/,
    (id, status, _why, days) =>
      `Pasar al cliente ${id} a ${status} va contra la regla de atrasos (${days ? `sus préstamos llevan ${days} días de retraso` : 'no tiene nada vencido'}): indique un motivo.`,
  ],
  [/^The payment date cannot be in the future\.$/, () => 'La fecha del pago no puede ser futura.'],
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
