import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** The Loans tab: what the customer may borrow, and creating a loan for them. */
export const NEW_LOAN_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.createLoan',
    title: { en: 'Create a loan', es: 'Crear un préstamo' },
    from: customer,
    fields: [
      { name: 'amount', kind: 'money' },
      { name: 'installmentCount', kind: 'number' },
    ],
    confirm: {
      en: 'Create a loan for customer %{id}? They owe it once it is issued.',
      es: '¿Crear un préstamo para el cliente %{id}? Lo deberá en cuanto se conceda.',
    },
  },
  {
    id: 'loan.getEligibleProductsOfCustomers',
    title: { en: 'Products the customer may take', es: 'Productos que puede contratar' },
    from: customer,
    query: true,
  },
  {
    id: 'loan.checkGetALoanByRestructured',
    title: { en: 'New loan after a restructure', es: 'Nuevo préstamo tras una reestructuración' },
    from: customer,
  },
];

/** The Loans tab: the customer's loans by status, reports and certificates, and what they told us when applying. */
export const LOAN_RECORD_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.loans',
    title: { en: 'Find loans by status', es: 'Buscar préstamos por estado' },
    from: customer,
    fields: [{ name: 'status', kind: 'choice', enum: 'loanStatus', optional: true }],
    query: true,
  },
  {
    id: 'loan.customerAllLoansReport',
    title: { en: 'All loans report', es: 'Informe de todos los préstamos' },
    from: customer,
    query: true,
  },
  { id: 'loan.certificate/balance', title: { en: 'Balance certificate', es: 'Certificado de saldo' }, from: customer, query: true },
  {
    id: 'loan.latestActiveLoanForChatbot',
    title: { en: 'Latest active loan (as the chatbot sees it)', es: 'Último préstamo activo (como lo ve el chatbot)' },
    from: customer,
  },
  { id: 'loan.getApplicationDetailsOfCustomer', title: { en: 'Application details', es: 'Datos de la solicitud' }, from: { id: 'id' } },
  { id: 'loan.customerWorkInformation', title: { en: 'Work information', es: 'Información laboral' }, from: customer },
];

/** The Loans tab: the customer's credit journey and profitability. */
export const JOURNEY_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.creditJourney.post',
    title: { en: 'Record a credit journey step', es: 'Registrar un paso del recorrido de crédito' },
    from: customer,
    fields: [{ name: 'step' }, { name: 'note', kind: 'long', optional: true }],
  },
  { id: 'loan.runCustomerProfitability', title: { en: 'Work out profitability', es: 'Calcular la rentabilidad' }, from: customer },
  { id: 'loan.creditJourney', title: { en: 'Credit journey', es: 'Recorrido de crédito' }, from: customer },
  { id: 'loan.getCustomerProfitability', title: { en: 'Profitability', es: 'Rentabilidad' }, from: customer },
];
