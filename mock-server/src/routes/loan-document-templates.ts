import type { CountryCode } from '@pronto/api';

/** A document's text before the loan's figures are filled in ({name} placeholders). */
export interface DocumentTemplate {
  subject: string;
  body: string;
}

/*
 * The loan documents each market signs when no template is stored in the back office. UK: pre-contract
 * credit information and a fixed-sum agreement regulated by the Consumer Credit Act 1974. Spain:
 * the Información Normalizada Europea sobre el crédito al consumo (SECCI / INE) and a contract under
 * Ley 16/2011 de contratos de crédito al consumo, with the TAE, the 14-day right of withdrawal (art. 28) and
 * the complaints route to the Banco de España. {apr} is the loan's own APR / TAE (its own repayments), so it
 * is labelled "APR" / "TAE", not "representative".
 */
const GB: Record<string, DocumentTemplate> = {
  PRE_CONTRACT_INFORMATION: {
    subject: 'Pre-contract credit information',
    body: [
      'Lender: Pronto. Borrower: {firstName} {lastName}.',
      'Type of credit: fixed-sum instalment loan.',
      'Amount of credit: {amount}. Duration: {installments} monthly instalments.',
      'Repayments: {schedule}.',
      'Total amount payable: {totalPayable}. Total cost of credit: {totalCost}.',
      'Interest: {dailyRate}% per day, fixed. APR {apr}%.',
      'Missed payments: a fee of {missedFee}, charged once at 23:45 the day after a missed due date, and late interest of {dailyRate}% per day on the overdue amount. Interest and charges never exceed the amount borrowed.',
      'Early repayment: you may repay all or part of the loan at any time; interest is charged only up to the day you repay.',
      'Right of withdrawal: you may withdraw within 14 days of signing by repaying the amount borrowed and interest to that day.',
    ].join('\n'),
  },
  LOAN_AGREEMENT: {
    subject: 'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974',
    body: [
      'This agreement is made on {date} between Pronto (the lender) and {firstName} {lastName} (the borrower).',
      "The lender lends {amount}, to be paid into the borrower's bank account.",
      "The borrower repays {totalPayable} in {installments} instalments: {schedule}, collected from the borrower's debit card on each due date.",
      'Interest of {dailyRate}% per day is fixed for the whole term. APR {apr}%.',
      'If a payment is missed, a fee of {missedFee} is charged once and late interest accrues at {dailyRate}% per day; interest and charges together never exceed the amount borrowed.',
      'The borrower may repay early at any time, paying interest only up to the day of repayment.',
    ].join('\n'),
  },
};

const ES: Record<string, DocumentTemplate> = {
  PRE_CONTRACT_INFORMATION: {
    subject: 'Información Normalizada Europea sobre el crédito al consumo (SECCI / INE)',
    body: [
      '1. Prestamista: Pronto Finance España S.L. Prestatario: {firstName} {lastName}.',
      '2. Tipo de crédito: préstamo de importe fijo a devolver en cuotas mensuales.',
      'Importe total del crédito: {amount}. Duración: {installments} cuotas mensuales.',
      'Pagos: {schedule}.',
      'Importe total adeudado: {totalPayable}. Coste total del crédito: {totalCost}.',
      '3. Tipo deudor: {dailyRate} % diario, fijo durante todo el contrato. Tasa anual equivalente (TAE): {apr} %.',
      'Impago: una comisión de {missedFee}, cobrada una sola vez el día siguiente al vencimiento impagado, e intereses de demora del {dailyRate} % diario sobre el importe vencido. Los intereses y comisiones nunca superan el importe prestado.',
      '4. Derecho de desistimiento: puede desistir del contrato en un plazo de 14 días naturales desde su firma, sin indicar el motivo, devolviendo el capital y los intereses devengados hasta la fecha de devolución (artículo 28 de la Ley 16/2011).',
      'Reembolso anticipado: puede devolver todo o parte del préstamo en cualquier momento; solo paga intereses hasta el día del reembolso (artículo 30 de la Ley 16/2011).',
      'Consulta de ficheros: si rechazamos su solicitud tras consultar un fichero de solvencia, se lo comunicaremos de inmediato y sin coste.',
      'Reclamaciones: puede dirigirlas a nuestro servicio de atención al cliente (ayuda@pronto.es), que responderá en un plazo máximo de un mes; si no está conforme, al Servicio de Reclamaciones del Banco de España (www.bde.es).',
    ].join('\n'),
  },
  LOAN_AGREEMENT: {
    subject: 'Contrato de préstamo al consumo sujeto a la Ley 16/2011, de 24 de junio, de contratos de crédito al consumo',
    body: [
      'En fecha {date}, Pronto Finance España S.L. (el prestamista) y {firstName} {lastName} (el prestatario) celebran este contrato.',
      'El prestamista presta {amount}, que se ingresarán en la cuenta bancaria del prestatario.',
      'El prestatario devuelve {totalPayable} en {installments} cuotas: {schedule}, cargadas en su tarjeta de débito en cada vencimiento.',
      'El tipo deudor del {dailyRate} % diario es fijo durante todo el contrato. TAE {apr} %.',
      'Si una cuota no se paga, se cobra una sola vez una comisión de {missedFee} y se devengan intereses de demora del {dailyRate} % diario; los intereses y comisiones nunca superan el importe prestado.',
      'Derecho de desistimiento: el prestatario puede desistir en un plazo de 14 días naturales desde la firma, comunicándolo a ayuda@pronto.es y devolviendo el capital y los intereses devengados hasta ese día en un plazo de 30 días.',
      'Reembolso anticipado: el prestatario puede devolver el préstamo en cualquier momento, pagando intereses solo hasta el día del reembolso.',
      'Reclamaciones: servicio de atención al cliente de Pronto (ayuda@pronto.es); después, Servicio de Reclamaciones del Banco de España (www.bde.es).',
    ].join('\n'),
  },
};

/** The market's default text of a loan document (PRE_CONTRACT_INFORMATION or LOAN_AGREEMENT). */
export function defaultDocumentTemplate(name: string, country: CountryCode): DocumentTemplate | undefined {
  return (country === 'ES' ? ES : GB)[name];
}

/** "£81.30 on 25/12/2026" / "81,30 € el 25/12/2026": one repayment in a document's schedule. */
export function scheduleLine(money: string, date: string, country: CountryCode): string {
  return country === 'ES' ? `${money} el ${date}` : `${money} on ${date}`;
}
