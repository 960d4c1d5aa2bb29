import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** The Comments tab: the comments the system wrote on the customer. */
export const SYSTEM_COMMENT_CALLS: readonly CallSpec[] = [
  { id: 'customer.autoComments', title: { en: 'System comments', es: 'Comentarios del sistema' }, from: customer },
];

/** The Audit tab: the operations done on the customer and the changes to their fields. */
export const CHANGE_CALLS: readonly CallSpec[] = [
  { id: 'customer.operations', title: { en: 'Operations on the customer', es: 'Operaciones sobre el cliente' }, from: customer },
  { id: 'customer.trackingChanges', title: { en: 'Changes to the details', es: 'Cambios en los datos' }, from: customer },
];
