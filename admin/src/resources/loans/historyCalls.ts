import type { CallField, CallSpec } from '../../actions/calls/callSpec.ts';

const LOAN = { loanId: 'id' } as const;
const EVENT_FIELDS: readonly CallField[] = [
  { name: 'event', kind: 'text' },
  { name: 'step', kind: 'text', optional: true },
];

/** The loan's status changes as the server keeps them, and its internal collection history. */
export const HISTORY_CALLS: readonly CallSpec[] = [
  { id: 'loan.loanStatusHistory', title: { en: 'Status changes', es: 'Cambios de estado' }, from: LOAN },
  { id: 'loan.icHistory', title: { en: 'Internal collection history', es: 'Historial de recobro interno' }, from: LOAN },
];

/** Events staff record on the loan's journey: any loan, a first loan, a repeat loan. */
export const EVENT_CALLS: readonly CallSpec[] = [
  { id: 'loan.event', title: { en: 'Record a loan event', es: 'Registrar un evento del préstamo' }, from: LOAN, fields: EVENT_FIELDS },
  {
    id: 'loan.ftbEvent',
    title: { en: 'Record a first-loan event', es: 'Registrar un evento de primer préstamo' },
    from: LOAN,
    fields: EVENT_FIELDS,
  },
  {
    id: 'loan.rtbEvent',
    title: { en: 'Record a repeat-loan event', es: 'Registrar un evento de préstamo recurrente' },
    from: LOAN,
    fields: EVENT_FIELDS,
  },
];
