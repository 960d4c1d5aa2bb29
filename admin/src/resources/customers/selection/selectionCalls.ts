import type { CallSpec } from '../../../actions/calls/callSpec.ts';

const SELECTED = { customerIds: 'customerIds' } as const;

/** What staff do to the customers selected in the list (the bulk actions). */
export const SELECTION_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.bulk/status',
    title: { en: 'Set their status', es: 'Cambiar su estado' },
    from: SELECTED,
    fields: [{ name: 'status', kind: 'choice', enum: 'customerStatus' }],
    confirm: {
      en: 'Set the status of every selected customer? Each one changes now.',
      es: '¿Cambiar el estado de todos los clientes seleccionados? Cada uno cambia ahora.',
    },
  },
  {
    id: 'customer.bulkComment',
    title: { en: 'Comment on them', es: 'Comentar en ellos' },
    from: SELECTED,
    fields: [{ name: 'text', kind: 'long', label: { en: 'Comment', es: 'Comentario' } }],
  },
];
