import type { CallSpec } from '../../actions/calls/callSpec.ts';

const LOAN = { loanId: 'id' } as const;
const LOAN_AND_CUSTOMER = { loanId: 'id', customerId: 'customerId' } as const;

/** Quotes and calculations on the loan: they only answer, nothing changes. */
export const QUOTE_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.calculateFutureCloseAmount',
    title: { en: 'Amount to close on a date', es: 'Importe de cancelación en una fecha' },
    from: LOAN,
    fields: [{ name: 'date', kind: 'date' }],
    query: true,
  },
  {
    id: 'loan.rolloverSummary',
    title: { en: 'Rollover summary', es: 'Resumen de la prórroga' },
    from: LOAN,
    fields: [{ name: 'days', kind: 'number' }],
    query: true,
  },
  {
    id: 'loan.calculateInstallmentPaymentAmounts',
    title: { en: 'Instalment amounts', es: 'Importes de las cuotas' },
    from: LOAN,
    fields: [
      { name: 'amount', kind: 'money' },
      { name: 'installmentCount', kind: 'number' },
    ],
    query: true,
  },
  {
    id: 'loan.loanFirstInstallmentClosureCalculate',
    title: { en: 'Amount to close the first instalment', es: 'Importe para cancelar la primera cuota' },
    from: LOAN,
    query: true,
  },
  { id: 'loan.paymentPlans', title: { en: 'Payment plans', es: 'Planes de pago' }, from: LOAN, query: true },
  { id: 'loan.paymentDate', title: { en: 'Possible payment dates', es: 'Fechas de pago posibles' }, from: LOAN, query: true },
];

/** Changes to the loan itself (status, issue date, amount, bank account, a rollover): confirmed with a reason. */
export const LOAN_CHANGE_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.rolloverv2',
    title: { en: 'Roll over, charging the interest now', es: 'Prorrogar cobrando ahora los intereses' },
    from: LOAN,
    fields: [{ name: 'days', kind: 'number' }],
    confirm: {
      en: "Roll loan %{id} over? The next instalment's interest is charged to the card now and the instalment moves later.",
      es: '¿Prorrogar el préstamo %{id}? Los intereses de la próxima cuota se cargan ahora en la tarjeta y la cuota se aplaza.',
    },
  },
  {
    id: 'loan.updateloanstatus',
    title: { en: 'Set the status', es: 'Cambiar el estado' },
    from: LOAN,
    fields: [{ name: 'status', kind: 'choice', enum: 'loanStatus' }],
    confirm: {
      en: 'Set the status of loan %{id} by hand? The usual checks of the status change are skipped.',
      es: '¿Cambiar a mano el estado del préstamo %{id}? Se omiten las comprobaciones habituales del cambio.',
    },
  },
  {
    id: 'loan.updateIssuedDateOfLoan',
    title: { en: 'Change the issue date', es: 'Cambiar la fecha de emisión' },
    from: LOAN,
    fields: [{ name: 'issueDate', kind: 'date' }],
    confirm: {
      en: 'Change the issue date of loan %{id}? Its due dates and interest follow the new date.',
      es: '¿Cambiar la fecha de emisión del préstamo %{id}? Sus vencimientos e intereses siguen la nueva fecha.',
    },
  },
  {
    id: 'loan.changeLoanAmount',
    title: { en: 'Change the amount', es: 'Cambiar el importe' },
    from: LOAN,
    fields: [{ name: 'amount', kind: 'money' }],
    confirm: {
      en: 'Change the amount of loan %{id}? Its schedule is recalculated.',
      es: '¿Cambiar el importe del préstamo %{id}? Su calendario se recalcula.',
    },
  },
  {
    id: 'loan.changeLoanToAccount',
    title: { en: 'Change the bank account', es: 'Cambiar la cuenta bancaria' },
    from: LOAN_AND_CUSTOMER,
    fields: [{ name: 'accountId', reference: 'bankAccounts', referenceFilter: { customerId: 'customerId' } }],
    confirm: {
      en: 'Move loan %{id} to another bank account of the customer?',
      es: '¿Pasar el préstamo %{id} a otra cuenta bancaria del cliente?',
    },
  },
  {
    id: 'loan.setLoanAccountId',
    title: { en: 'Set the payout account', es: 'Fijar la cuenta de abono' },
    from: LOAN_AND_CUSTOMER,
    fields: [{ name: 'accountId', reference: 'bankAccounts', referenceFilter: { customerId: 'customerId' } }],
    confirm: {
      en: 'Set the bank account loan %{id} is paid into? The money goes to that account.',
      es: '¿Fijar la cuenta bancaria en la que se abona el préstamo %{id}? El dinero va a esa cuenta.',
    },
  },
];

/** Issuing checks and notices: whether it may issue automatically, its APR, the bank, the withdrawal notice. */
export const ISSUE_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.desistContractCommunication',
    title: { en: 'Send the withdrawal notice', es: 'Enviar la comunicación de desistimiento' },
    from: LOAN_AND_CUSTOMER,
    confirm: {
      en: 'Send the withdrawal (desist) notice of loan %{id} to the customer? It cannot be called back.',
      es: '¿Enviar al cliente la comunicación de desistimiento del préstamo %{id}? No se puede anular.',
    },
  },
  {
    id: 'loan.bankNotAvailable',
    title: { en: 'Mark the bank unavailable', es: 'Marcar el banco como no disponible' },
    from: LOAN,
    confirm: {
      en: 'Mark the bank connection of loan %{id} unavailable? The loan cannot be paid out through it.',
      es: '¿Marcar como no disponible la conexión bancaria del préstamo %{id}? No se podrá abonar por ella.',
    },
  },
  { id: 'loan.AutoIssueCheck', title: { en: 'Automatic issue check', es: 'Comprobación de emisión automática' }, from: LOAN, query: true },
  { id: 'loan.getExternalParamLoanApr', title: { en: 'APR from external parameters', es: 'TAE según parámetros externos' }, from: LOAN },
];
