import type { CallSpec } from '../../actions/calls/callSpec.ts';

const CARD = { cardId: 'id' } as const;
const CARD_AND_CUSTOMER = { cardId: 'id', customerId: 'customerId' } as const;

/** Charges on the card (a sale, a GkPay sale, a loan payment through the IVR) and its validation. */
export const CARD_CHARGE_CALLS: readonly CallSpec[] = [
  {
    id: 'card.sale',
    title: { en: 'Charge the card', es: 'Cargar en la tarjeta' },
    from: CARD_AND_CUSTOMER,
    fields: [
      { name: 'amount', kind: 'money' },
      { name: 'loanId', kind: 'number', optional: true },
    ],
    confirm: {
      en: 'Charge card %{id}? The money is taken now.',
      es: '¿Cargar en la tarjeta %{id}? El importe se cobra ahora.',
    },
  },
  {
    id: 'card.saleOnGkPay',
    title: { en: 'Charge the card through GkPay', es: 'Cargar en la tarjeta por GkPay' },
    from: CARD_AND_CUSTOMER,
    fields: [
      { name: 'amount', kind: 'money' },
      { name: 'loanId', kind: 'number', optional: true },
    ],
    confirm: {
      en: 'Charge card %{id} through GkPay? The money is taken now.',
      es: '¿Cargar en la tarjeta %{id} por GkPay? El importe se cobra ahora.',
    },
  },
  {
    id: 'card.ivr',
    title: { en: 'Take a loan payment by phone (IVR)', es: 'Cobrar un préstamo por teléfono (IVR)' },
    from: CARD_AND_CUSTOMER,
    fields: [
      { name: 'loanId', kind: 'number' },
      { name: 'amount', kind: 'money' },
    ],
    confirm: {
      en: 'Take a loan payment with card %{id} through the IVR? The card is charged now.',
      es: '¿Cobrar un préstamo con la tarjeta %{id} por el IVR? Se carga la tarjeta ahora.',
    },
  },
  { id: 'card.validate', title: { en: 'Validate the card', es: 'Validar la tarjeta' }, from: CARD_AND_CUSTOMER },
];

/** The card's transactions: cancel one, read them all or a page at a time. */
export const CARD_TRANSACTION_CALLS: readonly CallSpec[] = [
  {
    id: 'card.transaction/cancel',
    title: { en: 'Cancel a transaction', es: 'Anular una transacción' },
    from: CARD,
    fields: [{ name: 'transactionId', kind: 'number' }],
    confirm: {
      en: 'Cancel a transaction of card %{id}? The provider reverses it.',
      es: '¿Anular una transacción de la tarjeta %{id}? El proveedor la revierte.',
    },
  },
  {
    id: 'card.transactionsPaged',
    title: { en: 'Transactions by page', es: 'Transacciones por páginas' },
    from: CARD,
    fields: [
      { name: 'page', kind: 'number', optional: true, label: { en: 'Page', es: 'Página' } },
      { name: 'perPage', kind: 'number', optional: true, label: { en: 'Rows per page', es: 'Filas por página' } },
    ],
  },
  { id: 'card.transactions', title: { en: 'All transactions', es: 'Todas las transacciones' }, from: CARD },
];

/** The card's status history as the card service keeps it. */
export const CARD_HISTORY_CALLS: readonly CallSpec[] = [
  { id: 'card.statusHistory', title: { en: 'Status history', es: 'Historial de estados' }, from: CARD },
  { id: 'card.statusHistoryv2', title: { en: 'Full status history', es: 'Historial de estados completo' }, from: CARD },
];
