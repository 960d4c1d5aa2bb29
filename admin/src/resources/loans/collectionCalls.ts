import type { CallSpec } from '../../actions/calls/callSpec.ts';

const LOAN = { loanId: 'id' } as const;

/** Collections on the loan: its collection status and an arrangement from a proof of payment. */
export const COLLECTION_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.updateLoanCollectionStatus',
    title: { en: 'Set the collection status', es: 'Cambiar el estado de recobro' },
    from: LOAN,
    fields: [{ name: 'collectionStatus', kind: 'choice', enum: 'collectionStatus' }],
    confirm: {
      en: 'Set the collection status of loan %{id}? External and legal collection hand the debt on.',
      es: '¿Cambiar el estado de recobro del préstamo %{id}? El recobro externo y el judicial traspasan la deuda.',
    },
  },
  {
    id: 'loan.loanArrangementByPaymentProof',
    title: { en: 'Arrangement from a proof of payment', es: 'Acuerdo por justificante de pago' },
    from: LOAN,
    fields: [
      { name: 'amount', kind: 'money' },
      { name: 'date', kind: 'date' },
    ],
    confirm: {
      en: 'Make a payment arrangement on loan %{id} from the proof of payment? Collection holds while it runs.',
      es: '¿Crear un acuerdo de pago en el préstamo %{id} por el justificante de pago? El recobro se detiene mientras dure.',
    },
  },
];

/** Taking a discount off the loan again. */
export const DISCOUNT_CALLS: readonly CallSpec[] = [
  {
    id: 'loan.discount.delete',
    title: { en: 'Remove the discount', es: 'Quitar el descuento' },
    from: LOAN,
    confirm: {
      en: 'Remove the discount from loan %{id}? The customer owes the full amount again.',
      es: '¿Quitar el descuento del préstamo %{id}? El cliente vuelve a deber el importe completo.',
    },
  },
];
