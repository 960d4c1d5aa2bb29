import { isSpain } from '../../app/config.ts';

const en = {
  title: 'Your application',
  none: 'You have no loan application in progress.',
  request: 'Request a loan',
  steps: ['Loan request', 'Credit decision', 'Agreement', 'Card and bank account', 'Money sent'],
  done: 'done',
  current: 'current step',
  todo: 'to do',
  continue: 'Continue',
  declined: 'Your last application was declined.',
  history: 'History',
  loanStatus: {
    requested: 'Requested',
    approved: 'Approved',
    issued: 'Money sent',
    overdue: 'Overdue',
    repaid: 'Repaid',
    closed: 'Closed',
    cancelled: 'Cancelled',
    declined: 'Declined',
  } as Record<string, string>,
};

const es: typeof en = {
  title: 'Su solicitud',
  none: 'No tiene ninguna solicitud de préstamo en curso.',
  request: 'Solicitar un préstamo',
  steps: ['Solicitud', 'Decisión de crédito', 'Contrato', 'Tarjeta y cuenta bancaria', 'Dinero enviado'],
  done: 'hecho',
  current: 'paso actual',
  todo: 'pendiente',
  continue: 'Continuar',
  declined: 'Su última solicitud fue denegada.',
  history: 'Historial',
  loanStatus: {
    requested: 'Solicitado',
    approved: 'Aprobado',
    issued: 'Dinero enviado',
    overdue: 'Vencido',
    repaid: 'Pagado',
    closed: 'Cerrado',
    cancelled: 'Cancelado',
    declined: 'Denegado',
  },
};

/** Texts of the application progress page in the market's language. */
export const m = isSpain ? es : en;
