import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** Sign-in and PIN help on the Details tab: new PINs, unblocking, a support token and suspected shared sign-ins. */
export const SIGN_IN_CALLS: readonly CallSpec[] = [
  { id: 'membership.sendNewPin', title: { en: 'Send a new PIN', es: 'Enviar un PIN nuevo' }, from: customer },
  {
    id: 'membership.pin',
    title: { en: 'Set a new PIN', es: 'Establecer un PIN nuevo' },
    from: customer,
    fields: [{ name: 'pin', kind: 'secret' }],
  },
  { id: 'membership.unblock', title: { en: 'Unblock sign-in', es: 'Desbloquear el acceso' }, from: customer },
  {
    id: 'membership.token.post',
    title: { en: 'Issue a support token', es: 'Emitir un token de soporte' },
    from: customer,
    confirm: {
      en: 'Issue a support token for customer %{id}? Whoever holds it can act as the customer until it expires.',
      es: '¿Emitir un token de soporte para el cliente %{id}? Quien lo tenga puede actuar como el cliente hasta que caduque.',
    },
  },
  {
    id: 'membership.suspectedLoginRelations',
    title: { en: 'Suspected sign-in relations', es: 'Relaciones de acceso sospechosas' },
    from: customer,
  },
  {
    id: 'customer.suspectedLoginRelatedUsers',
    title: { en: 'Customers related by suspected sign-ins', es: 'Clientes relacionados por accesos sospechosos' },
    from: customer,
  },
];
