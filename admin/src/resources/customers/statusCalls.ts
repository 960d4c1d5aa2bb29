import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** The Statuses tab: sub-statuses, the application stage, blacklisting and the status history. */
export const STATUS_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.subStatus',
    title: { en: 'Add a sub-status', es: 'Añadir un subestado' },
    from: customer,
    fields: [{ name: 'subStatus', kind: 'choice', enum: 'subStatus' }],
  },
  {
    id: 'customer.customerStage.post',
    title: { en: 'Set the application stage', es: 'Establecer la etapa de la solicitud' },
    from: customer,
    // The later stages (customer, declined, closed) follow the status: staff set only these.
    fields: [
      { name: 'stage', kind: 'choice', enum: 'stage', choices: ['phoneConfirmation', 'personalDetails', 'loanApplication', 'review'] },
    ],
  },
  {
    id: 'customer.status/blacklist',
    title: { en: 'Blacklist', es: 'Incluir en lista negra' },
    from: customer,
    confirm: {
      en: 'Put customer %{id} on the blacklist? They can no longer get loans.',
      es: '¿Poner al cliente %{id} en la lista negra? Ya no podrá obtener préstamos.',
    },
  },
  { id: 'customer.status', title: { en: 'Status history', es: 'Historial de estados' }, from: customer },
  { id: 'customer.subStatus.get', title: { en: 'Sub-statuses', es: 'Subestados' }, from: customer },
  { id: 'customer.customerStage', title: { en: 'Application stage', es: 'Etapa de la solicitud' }, from: customer },
];

/** The Statuses tab, for collections staff: handing the customer's debt to external or legal collection. */
export const COLLECTION_STATUS_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.status/externalCollection',
    title: { en: 'Move to external collection', es: 'Pasar a recobro externo' },
    from: customer,
    confirm: {
      en: 'Move customer %{id} to external collection? Their debt is handed to a collection company.',
      es: '¿Pasar al cliente %{id} a recobro externo? Su deuda pasa a una empresa de recobro.',
    },
  },
  {
    id: 'customer.status/legalCollection',
    title: { en: 'Move to legal collection', es: 'Pasar a recobro judicial' },
    from: customer,
    confirm: {
      en: 'Move customer %{id} to legal collection? Their debt may be claimed in court.',
      es: '¿Pasar al cliente %{id} a recobro judicial? Su deuda puede reclamarse ante los tribunales.',
    },
  },
];
