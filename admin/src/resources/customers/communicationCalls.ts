import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** The Communication tab: contact entries, the SMS and e-mails sent to the customer, the handover SMS and a review link. */
export const COMMUNICATION_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.handover/smsControl',
    title: { en: 'Resend or check the handover SMS', es: 'Reenviar o comprobar el SMS de traspaso' },
    from: customer,
    fields: [
      {
        name: 'action',
        kind: 'choice',
        choices: ['resend', 'check'],
        choiceWords: { resend: { en: 'Resend it', es: 'Reenviarlo' }, check: { en: 'Check it', es: 'Comprobarlo' } },
        label: { en: 'What to do', es: 'Qué hacer' },
      },
    ],
  },
  {
    // The link is what staff came for (to read it to the customer): the answer is shown. Asked again for a loan, it is the same link.
    id: 'communication.reviewLink',
    title: { en: 'Review link', es: 'Enlace de valoración' },
    from: customer,
    fields: [
      {
        name: 'loanId',
        optional: true,
        reference: 'loans',
        referenceFilter: { customerId: 'id' },
        label: { en: 'Repaid loan (the last one if left empty)', es: 'Préstamo pagado (el último si se deja vacío)' },
      },
    ],
    query: true,
  },
  { id: 'customer.communication', title: { en: 'Phones and e-mail addresses', es: 'Teléfonos y correos electrónicos' }, from: customer },
  {
    id: 'communication.sms/history',
    title: { en: 'SMS sent to this phone', es: 'SMS enviados a este teléfono' },
    from: { mobilePhone: 'mobilePhone' },
  },
  {
    id: 'communication.email/history',
    title: { en: 'E-mails sent to this address', es: 'Correos enviados a esta dirección' },
    from: { emailAddress: 'emailAddress' },
  },
];
