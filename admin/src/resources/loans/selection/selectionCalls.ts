import type { CallSpec } from '../../../actions/calls/callSpec.ts';

/** What staff do to the loans selected in the list (the bulk actions): one call per loan, in turn. */
export const LOAN_SELECTION_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.assignToCam',
    title: { en: 'Assign them to a collection agent', es: 'Asignarlos a un agente de cobro' },
    each: { loanId: 'loanIds' },
    fields: [{ name: 'staffId', kind: 'agent', label: { en: 'Agent', es: 'Agente' } }],
  },
];
