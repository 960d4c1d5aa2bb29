import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  label: 'Account menu',
  loans: 'Loans and transactions',
  history: 'Loan history',
  loanRequest: 'Request a loan',
  details: 'Address details',
  completeProfile: 'Verify Your Details',
  pastLoans: 'Past loans',
};

const es: Widen<typeof en> = {
  label: 'Menú de la cuenta',
  loans: 'Préstamos y movimientos',
  history: 'Historial de préstamos',
  loanRequest: 'Solicitar un préstamo',
  details: 'Dirección',
  completeProfile: 'Verifique sus datos',
  pastLoans: 'Préstamos anteriores',
};

/** Texts of the account menu (the side menu's and the account pages' own): loaded with it, not with the shell. */
export const accountMenuText = isSpain ? es : en;
