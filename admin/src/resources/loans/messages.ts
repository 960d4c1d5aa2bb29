import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the loan screens; the name is in en.ts / es.ts, the field labels (other features show them too) in records/messages.ts. */
export const en = {
  resources: {
    loans: {
      frozenDays: 'Freeze days since the payout (no late interest or fee charged): %{days}',
      withdrawal: {
        due: 'Withdrawal notice of %{notice}: the customer owes %{amount} today (the amount borrowed and the interest to today, no fees), to repay by %{repayBy}. The loan closes when the withdrawal payment is taken.',
        paid: 'Withdrawal notice of %{notice}: %{paid} paid on %{paidOn}, the contract is closed.',
      },
      agreement: { accepted: 'Accepted by the customer on %{at}.', notAccepted: 'Not accepted by the customer yet.' },
      tabs: {
        schedule: 'Schedule',
        payments: 'Payments',
        history: 'Status history',
        agreement: 'Agreement',
        tools: 'Rollover & restructure',
        other: 'Discounts, arrangements, impediments',
      },
      actions: {
        payManual: 'Manual payment',
        deletePayment: 'Delete',
        undeletePayment: 'Undelete',
        setIssued: 'Set issued',
        setCancelled: 'Set cancelled',
        desist: 'Desist',
        changeExpectedDate: 'Change due date',
        rolloverCalculate: 'Calculate rollover',
        rolloverCost: 'Pay now %{payNow}, extra interest %{extraInterest}, new instalment %{amount}',
        rollover: 'Roll over',
        restructure: 'Restructure',
        restructureFit:
          '%{smart_count} instalment fits the price caps (CONC 5A) |||| Up to %{smart_count} instalments fit the price caps (CONC 5A)',
        restructureNone: 'No restructure fits the price caps (CONC 5A).',
        restructureNotRunning: 'Only a running loan can be restructured: this one is %{status}.',
        restructureRefusedTotal:
          'A plan of %{smart_count} instalment is refused: its interest and the interest already charged (%{charges}) would exceed the %{allowed} borrowed (total cost cap: 100% of the amount borrowed). |||| A plan of %{smart_count} instalments is refused: its interest and the interest already charged (%{charges}) would exceed the %{allowed} borrowed (total cost cap: 100% of the amount borrowed).',
        restructureRefusedDaily:
          'A plan of %{smart_count} instalment is refused: its interest would exceed 0.8% a day of the principal outstanding by %{day} (initial cost cap). |||| A plan of %{smart_count} instalments is refused: its interest would exceed 0.8% a day of the principal outstanding by %{day} (initial cost cap).',
        rolloverFit:
          'Instalment %{number} (due %{from}) can move up to %{smart_count} day within the rules and the price caps (CONC 5A) |||| Instalment %{number} (due %{from}) can move up to %{smart_count} days within the rules and the price caps (CONC 5A)',
        rolloverNone: 'Instalment %{number} cannot move within the rules and the price caps (CONC 5A).',
        rolloverRefusedNext:
          'A rollover of %{smart_count} day is refused: instalment %{number} would move onto or past the next one, due %{next}. |||| A rollover of %{smart_count} days is refused: instalment %{number} would move onto or past the next one, due %{next}.',
        rolloverRefusedTotal:
          'A rollover of %{smart_count} day is refused: its charges (%{charges}) would exceed the %{allowed} borrowed (total cost cap). |||| A rollover of %{smart_count} days is refused: its charges (%{charges}) would exceed the %{allowed} borrowed (total cost cap).',
        rolloverRefusedDaily:
          'A rollover of %{smart_count} day is refused: the interest would exceed 0.8% a day of the principal outstanding by %{day} (initial cost cap). |||| A rollover of %{smart_count} days is refused: the interest would exceed 0.8% a day of the principal outstanding by %{day} (initial cost cap).',
        discount: 'Add discount',
        arrangement: 'Add arrangement',
        impediment: 'Add impediment',
        installmentHistory: 'History',
        installment: 'Instalment',
        newDate: 'New due date',
        months: 'Instalments',
        days: 'Days later',
        calculate: 'Calculate',
      },
      notifications: {
        paid: 'Payment recorded',
        paymentDeleted: 'Payment deleted',
        paymentUndeleted: 'Payment restored',
        issued: 'Loan set issued',
        cancelled: 'Loan cancelled',
        desisted: 'Contract desisted',
        dateChanged: 'Due date changed',
        rolledOver: 'Loan rolled over',
        restructured: 'Loan restructured',
        discountAdded: 'Discount added',
        arrangementAdded: 'Arrangement saved',
        impedimentAdded: 'Impediment added',
      },
    },
  },
};

export const es: Shape<typeof en> = {
  resources: {
    loans: {
      frozenDays: 'Días congelados desde el desembolso (sin intereses de demora ni comisión): %{days}',
      withdrawal: {
        due: 'Desistimiento comunicado el %{notice}: el cliente debe hoy %{amount} (el capital y los intereses hasta hoy, sin comisiones), a devolver antes del %{repayBy}. El préstamo se cierra al cobrar el pago del desistimiento.',
        paid: 'Desistimiento comunicado el %{notice}: %{paid} pagados el %{paidOn}, el contrato está cerrado.',
      },
      agreement: { accepted: 'Aceptado por el cliente el %{at}.', notAccepted: 'El cliente aún no lo ha aceptado.' },
      tabs: {
        schedule: 'Calendario',
        payments: 'Pagos',
        history: 'Historial de estados',
        agreement: 'Contrato',
        tools: 'Prórroga y reestructuración',
        other: 'Descuentos, acuerdos, impedimentos',
      },
      actions: {
        payManual: 'Pago manual',
        deletePayment: 'Eliminar',
        undeletePayment: 'Recuperar',
        setIssued: 'Marcar concedido',
        setCancelled: 'Cancelar préstamo',
        desist: 'Desistir',
        changeExpectedDate: 'Cambiar vencimiento',
        rolloverCalculate: 'Calcular prórroga',
        rolloverCost: 'Pagar ahora %{payNow}, interés adicional %{extraInterest}, nueva cuota %{amount}',
        rollover: 'Prorrogar',
        restructure: 'Reestructurar',
        restructureFit: '%{smart_count} cuota cabe en los límites de coste |||| Hasta %{smart_count} cuotas caben en los límites de coste',
        restructureNone: 'Ninguna reestructuración cabe en los límites de coste.',
        restructureNotRunning: 'Solo se puede reestructurar un préstamo en curso: este está %{status}.',
        restructureRefusedTotal:
          'Un plan de %{smart_count} cuota se rechaza: sus intereses más los ya cobrados (%{charges}) superarían los %{allowed} prestados (límite del coste total: el 100 % del importe prestado). |||| Un plan de %{smart_count} cuotas se rechaza: sus intereses más los ya cobrados (%{charges}) superarían los %{allowed} prestados (límite del coste total: el 100 % del importe prestado).',
        restructureRefusedDaily:
          'Un plan de %{smart_count} cuota se rechaza: sus intereses superarían el 0,8 % diario del capital pendiente el %{day} (límite del coste inicial). |||| Un plan de %{smart_count} cuotas se rechaza: sus intereses superarían el 0,8 % diario del capital pendiente el %{day} (límite del coste inicial).',
        rolloverFit:
          'La cuota %{number} (vence el %{from}) puede moverse hasta %{smart_count} día dentro de las reglas y los límites de coste |||| La cuota %{number} (vence el %{from}) puede moverse hasta %{smart_count} días dentro de las reglas y los límites de coste',
        rolloverNone: 'La cuota %{number} no puede moverse dentro de las reglas y los límites de coste.',
        rolloverRefusedNext:
          'Una prórroga de %{smart_count} día se rechaza: la cuota %{number} pasaría a la fecha de la siguiente o más allá (vence el %{next}). |||| Una prórroga de %{smart_count} días se rechaza: la cuota %{number} pasaría a la fecha de la siguiente o más allá (vence el %{next}).',
        rolloverRefusedTotal:
          'Una prórroga de %{smart_count} día se rechaza: sus cargos (%{charges}) superarían los %{allowed} prestados (límite del coste total). |||| Una prórroga de %{smart_count} días se rechaza: sus cargos (%{charges}) superarían los %{allowed} prestados (límite del coste total).',
        rolloverRefusedDaily:
          'Una prórroga de %{smart_count} día se rechaza: los intereses superarían el 0,8 % diario del capital pendiente el %{day} (límite del coste inicial). |||| Una prórroga de %{smart_count} días se rechaza: los intereses superarían el 0,8 % diario del capital pendiente el %{day} (límite del coste inicial).',
        discount: 'Añadir descuento',
        arrangement: 'Añadir acuerdo',
        impediment: 'Añadir impedimento',
        installmentHistory: 'Historial',
        installment: 'Cuota',
        newDate: 'Nuevo vencimiento',
        months: 'Cuotas',
        days: 'Días más tarde',
        calculate: 'Calcular',
      },
      notifications: {
        paid: 'Pago registrado',
        paymentDeleted: 'Pago eliminado',
        paymentUndeleted: 'Pago recuperado',
        issued: 'Préstamo marcado como concedido',
        cancelled: 'Préstamo cancelado',
        desisted: 'Contrato desistido',
        dateChanged: 'Vencimiento cambiado',
        rolledOver: 'Préstamo prorrogado',
        restructured: 'Préstamo reestructurado',
        discountAdded: 'Descuento añadido',
        arrangementAdded: 'Acuerdo guardado',
        impedimentAdded: 'Impedimento añadido',
      },
    },
  },
};

// Evaluated with the loan screens (each of their modules showing these texts imports it first), before anything of them renders.
registerMessages({ en, es });
