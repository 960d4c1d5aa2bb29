import type { CallSpec } from '../../actions/calls/callSpec.ts';

const LOAN = { loanId: 'id' } as const;

/** The loan agreement: create it, read it in a format, whether it was sent, assign it to a repeat borrower. */
export const AGREEMENT_CALLS: readonly CallSpec[] = [
  { id: 'loan.agreement', title: { en: 'Create the agreement', es: 'Crear el contrato' }, from: LOAN },
  {
    id: 'loan.agreementAsType',
    title: { en: 'Agreement in a format', es: 'Contrato en un formato' },
    from: LOAN,
    fields: [{ name: 'format', kind: 'choice', choices: ['pdf', 'html'] }],
    query: true,
  },
  {
    id: 'loan.assignAgreementAfterForRtb',
    title: { en: 'Assign the agreement after issue (repeat borrower)', es: 'Asignar el contrato tras la emisión (cliente recurrente)' },
    from: LOAN,
    confirm: {
      en: 'Assign the agreement of loan %{id} after issue, as for a repeat borrower? The customer is bound by it.',
      es: '¿Asignar el contrato del préstamo %{id} tras la emisión, como a un cliente recurrente? El cliente queda vinculado.',
    },
  },
  { id: 'loan.agreementSent', title: { en: 'Agreement delivery', es: 'Envío del contrato' }, from: LOAN },
];

/** Certificates of the loan for the customer: debt and paid off. */
export const CERTIFICATE_CALLS: readonly CallSpec[] = [
  { id: 'loan.certificate/debt', title: { en: 'Debt certificate', es: 'Certificado de deuda' }, from: LOAN, query: true },
  { id: 'loan.certificate/paidOff', title: { en: 'Paid-off certificate', es: 'Certificado de cancelación' }, from: LOAN, query: true },
];
