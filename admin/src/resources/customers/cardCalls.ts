import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

// Staff never type a card number or its security code (PCI DSS): a card comes from the payment
// provider's token, which the customer created on the provider's own page.
const cardToken = [
  { name: 'providerToken', label: { en: 'Card token from the payment provider', es: 'Token de la tarjeta del proveedor de pagos' } },
] as const;

/** The Cards tab: adding and validating the customer's cards. */
export const CARD_WRITE_CALLS: readonly CallSpec[] = [
  { id: 'card.create', title: { en: 'Add a card', es: 'Añadir una tarjeta' }, from: customer, fields: cardToken },
  {
    id: 'card.createAndValidate',
    title: { en: 'Add and validate a card', es: 'Añadir y validar una tarjeta' },
    from: customer,
    fields: cardToken,
  },
  {
    id: 'card.validate/multiple',
    title: { en: 'Validate cards', es: 'Validar tarjetas' },
    from: customer,
    fields: [{ name: 'cardIds', label: { en: 'Cards (ids, comma-separated)', es: 'Tarjetas (ids separados por comas)' } }],
  },
  {
    id: 'card.checkCardValidationForLoanApplication',
    title: { en: 'Check a card for a loan application', es: 'Comprobar una tarjeta para una solicitud' },
    from: customer,
    fields: [
      { name: 'cardId', reference: 'cards', referenceFilter: { customerId: 'id' } },
      { name: 'loanId', kind: 'number', optional: true },
    ],
    query: true,
  },
];

/** The Cards tab: the customer's cards as the card service lists them. */
export const CARD_LIST_CALLS: readonly CallSpec[] = [
  { id: 'card.customer/latest', title: { en: 'Latest card', es: 'Última tarjeta' }, from: customer },
  { id: 'card.customer/ordered', title: { en: 'Cards by priority', es: 'Tarjetas por prioridad' }, from: customer },
  { id: 'card.customer', title: { en: 'All cards, in full', es: 'Todas las tarjetas, completas' }, from: customer },
  { id: 'card.customer/mini', title: { en: 'Cards, short list', es: 'Tarjetas, lista breve' }, from: customer },
  {
    id: 'card.customer/miniHavingToken',
    title: { en: 'Cards with a provider token', es: 'Tarjetas con token del proveedor' },
    from: customer,
  },
];
