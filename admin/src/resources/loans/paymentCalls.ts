import type { CallSpec } from '../../actions/calls/callSpec.ts';
import { CardPaymentInput, OpenChargebackInput } from './ChargebackInputs.tsx';

const LOAN = { loanId: 'id' } as const;
const LOAN_AND_CUSTOMER = { loanId: 'id', customerId: 'customerId' } as const;

/** A card payment of an amount on the loan. */
const cardPayment = {
  from: LOAN_AND_CUSTOMER,
  fields: [
    { name: 'amount', kind: 'money' },
    { name: 'cardId', reference: 'cards', referenceFilter: { customerId: 'customerId' }, optional: true },
  ],
  confirm: {
    en: 'Take a card payment on loan %{id}? The card is charged now.',
    es: '¿Cobrar con tarjeta el préstamo %{id}? Se carga la tarjeta ahora.',
  },
} as const satisfies Omit<CallSpec, 'id' | 'title'>;

/** Payments staff take on the loan's behalf: each moves money, so each is confirmed with a reason. */
export const PAYMENT_CALLS: readonly CallSpec[] = [
  { id: 'loan.payloan', title: { en: 'Take a card payment', es: 'Cobrar con tarjeta' }, ...cardPayment },
  {
    id: 'loan.payloanv2',
    title: { en: 'Settle the loan by card', es: 'Liquidar el préstamo con tarjeta' },
    from: LOAN_AND_CUSTOMER,
    // The call's own amount: what settles the loan today (interest only to today), never a typed one.
    fixed: { full: true },
    fields: [{ name: 'cardId', reference: 'cards', referenceFilter: { customerId: 'customerId' }, optional: true }],
    confirm: {
      en: 'Charge the card what settles loan %{id} today? The loan is repaid.',
      es: '¿Cobrar con tarjeta lo que liquida hoy el préstamo %{id}? El préstamo queda pagado.',
    },
  },
  {
    id: 'loan.payLoanSingleInstallment',
    title: { en: 'Pay one instalment', es: 'Pagar una cuota' },
    from: LOAN_AND_CUSTOMER,
    fields: [
      { name: 'installmentNumber', kind: 'number' },
      { name: 'cardId', reference: 'cards', referenceFilter: { customerId: 'customerId' }, optional: true },
    ],
    confirm: {
      en: 'Charge the card for one instalment of loan %{id}? The card is charged now.',
      es: '¿Cobrar con tarjeta una cuota del préstamo %{id}? Se carga la tarjeta ahora.',
    },
  },
  {
    id: 'loan.DesistContractPayment',
    title: { en: 'Take the withdrawal payment', es: 'Cobrar el desistimiento' },
    from: LOAN_AND_CUSTOMER,
    confirm: {
      en: 'Take the payment that settles the withdrawal from loan %{id}? The amount due is charged now.',
      es: '¿Cobrar el pago que liquida el desistimiento del préstamo %{id}? Se carga ahora el importe debido.',
    },
  },
];

/** Card chargebacks against the loan's payments: record one, resolve it (ChargebacksTable lists them). */
export const CHARGEBACK_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.chargeback',
    title: { en: 'Record a chargeback', es: 'Registrar un contracargo' },
    from: LOAN,
    // The whole payment is charged back (the mock refuses another amount): the picker shows it.
    fields: [{ name: 'paymentId', input: CardPaymentInput }],
    confirm: {
      en: 'Record a card chargeback against a payment of loan %{id}? The payment is reversed until the chargeback is resolved.',
      es: '¿Registrar un contracargo de tarjeta contra un pago del préstamo %{id}? El pago queda revertido hasta que se resuelva.',
    },
  },
  {
    id: 'loan.chargeback/resolve',
    title: { en: 'Resolve a chargeback', es: 'Resolver un contracargo' },
    from: LOAN,
    fields: [
      { name: 'chargebackId', input: OpenChargebackInput, label: { en: 'Chargeback', es: 'Contracargo' } },
      {
        name: 'outcome',
        kind: 'choice',
        choices: ['won', 'lost'],
        choiceWords: { won: { en: 'Won', es: 'Ganado' }, lost: { en: 'Lost', es: 'Perdido' } },
      },
    ],
    confirm: {
      en: 'Resolve the chargeback on loan %{id}? Won, the payment stands again; lost, it stays reversed.',
      es: '¿Resolver el contracargo del préstamo %{id}? Si se gana, el pago vuelve a contar; si se pierde, queda revertido.',
    },
  },
];

/** What the loan's payments record besides the table: deleted payments and transfer dates. */
export const PAYMENT_RECORD_CALLS: readonly CallSpec[] = [
  { id: 'loan.getDeletedPayments', title: { en: 'Deleted payments', es: 'Pagos eliminados' }, from: LOAN },
  {
    id: 'loan.getTransferDatesOfPayments',
    title: { en: 'Transfer dates of payments', es: 'Fechas de transferencia de los pagos' },
    from: LOAN,
    query: true,
  },
];
