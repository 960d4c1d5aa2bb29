import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** The Credit & finance tab: overriding the credit limit, and the history of the customer's finances and credit type. */
export const FINANCE_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.creditlimit.post',
    title: { en: 'Override the credit limit', es: 'Sustituir el límite de crédito' },
    from: customer,
    fields: [{ name: 'creditLimit', kind: 'money' }],
    confirm: {
      en: 'Override the credit limit of customer %{id}? It replaces the limit worked out from their repaid loans.',
      es: '¿Sustituir el límite de crédito del cliente %{id}? Reemplaza el límite calculado a partir de sus préstamos devueltos.',
    },
  },
  {
    id: 'customer.getFinancialInfoHistory',
    title: { en: 'Financial information history', es: 'Historial de la información financiera' },
    from: customer,
  },
  { id: 'customer.customerCreditTypeHistory', title: { en: 'Credit type history', es: 'Historial del tipo de crédito' }, from: customer },
  { id: 'customer.rolloverEnabled', title: { en: 'Rollover availability', es: 'Disponibilidad de aplazamiento' }, from: customer },
];

/** The Risk tab: the rule-engine credibility check, the risk score and the name check against a bank account holder. */
export const RISK_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.ruleEngineCredibility.post',
    title: { en: 'Run the credibility check', es: 'Ejecutar la comprobación de solvencia' },
    from: customer,
  },
  {
    id: 'customer.UpsertCustomerRiskScore',
    title: { en: 'Set the risk score', es: 'Establecer la puntuación de riesgo' },
    from: customer,
    fields: [{ name: 'score', kind: 'number' }],
    confirm: {
      en: 'Set the risk score of customer %{id}? It replaces the score credit decisions use.',
      es: '¿Establecer la puntuación de riesgo del cliente %{id}? Sustituye la puntuación que usan las decisiones de crédito.',
    },
  },
  {
    id: 'customer.nameMatching',
    title: { en: 'Match the name with a bank account', es: 'Cotejar el nombre con una cuenta bancaria' },
    from: customer,
    fields: [{ name: 'accountId', reference: 'bankAccounts', referenceFilter: { customerId: 'id' }, optional: true }],
    query: true,
  },
  {
    id: 'customer.ruleEngineCredibility',
    title: { en: 'Credibility (rule engine)', es: 'Solvencia (motor de reglas)' },
    from: customer,
  },
];
