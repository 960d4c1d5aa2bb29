import type { CallSpec } from '../../actions/calls/callSpec.ts';

/** Repairs over every loan or card, and a test sale against the card provider's sandbox. */
export const LOAN_CARD_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.updateCreatedDatesWithIssueDates',
    title: { en: 'Set created dates from issue dates', es: 'Poner las fechas de alta según las de emisión' },
    confirm: {
      en: "Set every loan's created date to its issue date? The old created dates are overwritten.",
      es: '¿Poner como fecha de alta de cada préstamo su fecha de emisión? Las fechas de alta anteriores se sobrescriben.',
    },
  },
  {
    id: 'card.maintenance/refreshCardStatuses',
    title: { en: 'Refresh card statuses', es: 'Actualizar los estados de las tarjetas' },
    confirm: {
      en: 'Refresh the status of every card from the card provider? Cards the provider has closed are no longer charged.',
      es: '¿Actualizar el estado de todas las tarjetas desde el proveedor? Las tarjetas que el proveedor haya cerrado dejan de cobrarse.',
    },
  },
  {
    id: 'card.test/sale',
    title: { en: 'Test sale in the sandbox', es: 'Venta de prueba en el entorno de pruebas' },
    fields: [{ name: 'amount', kind: 'money' }],
  },
];

/** The bank-connection (scraping) service: its address, reading accounts again, and accounts by id or customer. */
export const BANK_CALLS: readonly CallSpec[] = [
  {
    id: 'bankscraper.scrapeAccounts',
    title: { en: 'Read bank accounts again', es: 'Volver a leer cuentas bancarias' },
    fields: [
      { name: 'accountIds', label: { en: 'Bank accounts (ids, comma-separated)', es: 'Cuentas bancarias (ids separados por comas)' } },
    ],
    confirm: {
      en: "Read these bank accounts again now? Each account's bank is contacted with the customer's stored access.",
      es: '¿Volver a leer ahora estas cuentas bancarias? Se contacta con el banco de cada cuenta con el acceso guardado del cliente.',
    },
  },
  {
    id: 'bankscraper.GetAccount',
    title: { en: 'Find a bank account', es: 'Buscar una cuenta bancaria' },
    fields: [{ name: 'accountId', kind: 'number' }],
  },
  {
    id: 'bankscraper.getAccountBulk',
    title: { en: 'Bank accounts of several customers', es: 'Cuentas bancarias de varios clientes' },
    fields: [{ name: 'customerIds' }],
    query: true,
  },
  { id: 'bankscraper.ServiceUrl', title: { en: 'Scraping service address', es: 'Dirección del servicio de lectura bancaria' } },
];

/** Customer and registration reports for a period. */
export const REPORT_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.report/customers',
    title: { en: 'Customers in a period', es: 'Clientes de un periodo' },
    fields: [
      { name: 'from', kind: 'date' },
      { name: 'to', kind: 'date' },
    ],
    query: true,
  },
  {
    id: 'customer.report/registrations',
    title: { en: 'Registrations in a period', es: 'Altas de un periodo' },
    fields: [
      { name: 'from', kind: 'date' },
      { name: 'to', kind: 'date' },
    ],
    query: true,
  },
];
