import type { CallSpec } from '../../actions/calls/callSpec.ts';

/** Changes to many customers or loans at once, by typed ids: each asks for a reason. */
export const BULK_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.bulk/status',
    title: { en: 'Set the status of many customers', es: 'Cambiar el estado de varios clientes' },
    fields: [{ name: 'customerIds' }, { name: 'status', kind: 'choice', enum: 'customerStatus' }],
    confirm: {
      en: 'Set the status of all these customers? Each one changes now.',
      es: '¿Cambiar el estado de todos estos clientes? Cada uno cambia ahora.',
    },
  },
  {
    id: 'customer.bulkComment',
    title: { en: 'Comment on many customers', es: 'Comentar en varios clientes' },
    fields: [{ name: 'customerIds' }, { name: 'text', kind: 'long', label: { en: 'Comment', es: 'Comentario' } }],
  },
  {
    id: 'customer.collectionCompany/bulk',
    title: { en: 'Hand many loans to a collection company', es: 'Pasar varios préstamos a una empresa de recobro' },
    fields: [
      { name: 'collectionCompanyId', reference: 'collectionCompanies', label: { en: 'Collection company', es: 'Empresa de recobro' } },
      { name: 'loanIds' },
    ],
    confirm: {
      en: 'Hand all these loans to the collection company? They move to external collection.',
      es: '¿Pasar todos estos préstamos a la empresa de recobro? Pasan a recobro externo.',
    },
  },
  {
    id: 'loan.bulkArrangement',
    title: { en: 'Arrange payments on many loans', es: 'Acordar pagos en varios préstamos' },
    fields: [{ name: 'loanIds' }, { name: 'amount', kind: 'money' }, { name: 'date', kind: 'date' }],
    confirm: {
      en: 'Set this payment arrangement on all these loans? What each customer is asked to pay changes.',
      es: '¿Acordar este pago en todos estos préstamos? Cambia lo que se pide pagar a cada cliente.',
    },
  },
  {
    id: 'loan.bulkDebitV2',
    title: { en: 'Charge the cards of many loans', es: 'Cobrar las tarjetas de varios préstamos' },
    fields: [{ name: 'loanIds' }],
    confirm: {
      en: "Charge the cards of all these loans now? Each customer's card is charged what is due.",
      es: '¿Cobrar ahora las tarjetas de todos estos préstamos? Se carga en la tarjeta de cada cliente lo que debe.',
    },
  },
];

/** Look-ups for planning collection work: customers by journey step, agents, assignment hints, a search. */
export const COLLECTION_LOOKUPS: readonly CallSpec[] = [
  {
    id: 'loan.customerJourneyList',
    title: { en: 'Customers at a journey step', es: 'Clientes en un paso del proceso' },
    fields: [{ name: 'step' }],
    query: true,
  },
  {
    id: 'customer.searchBySP',
    title: { en: 'Search customers', es: 'Buscar clientes' },
    fields: [{ name: 'q', label: { en: 'Name, e-mail, phone or id', es: 'Nombre, correo, teléfono o id' } }],
    query: true,
  },
  { id: 'membership.cams', title: { en: 'Collection agents', es: 'Agentes de recobro' } },
  { id: 'loan.autoLoanAssignHints', title: { en: 'Automatic assignment hints', es: 'Sugerencias de asignación automática' } },
];
