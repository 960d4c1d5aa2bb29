import { tableProvider as table } from './tableProvider.ts';
import { collectionsRpc } from './collections.ts';
import { loanSettingsRpc, withLoanSettings } from './loanSettings.ts';
import { rpc } from './rpc.ts';

type LoanId = { loanId: number };
/** The reason an audited call carries to the audit trail (ConfirmWithReason asks for it). */
type Reason = { reason: string };

export type { RestructurePlan, RolloverCost, StatusChange } from '@pronto/api';

/** The loan service's RPC calls. */
export const loanRpc = {
  payManual: (_: string, p: LoanId & Reason & { amount: number; date: string }) => rpc('loan.payloanmanual', { data: p }),
  deletePayment: (_: string, p: LoanId & Reason & { paymentId: number }) => rpc('loan.deletePayment', { data: p }),
  undeletePayment: (_: string, p: LoanId & Reason & { paymentId: number }) => rpc('loan.undeletePayment', { data: p }),
  setLoanIssued: (_: string, p: LoanId & Reason) => rpc('loan.setLoanIssued', { data: p }),
  setLoanCancelled: (_: string, p: LoanId & Reason) => rpc('loan.setLoanCancelled', { data: p }),
  /** Four-eyes: proposes the desist; an admin other than the proposer approves it (membership.approval/decide). */
  desist: (_: string, p: LoanId & Reason) => rpc('loan.desistContract', { data: p }),
  changeExpectedDate: (_: string, p: LoanId & { installmentId: number; expectedDate: string }) =>
    rpc('loan.changeExpectedDate', { data: p }),
  rollover: (_: string, p: LoanId & Reason & { days: number }) => rpc('loan.rollover', { data: p }),
  validateRestructure: (_: string, p: LoanId & { installmentCount: number }) => rpc('loan.validateRestructure', { data: p }),
  restructure: (_: string, p: LoanId & Reason & { installmentCount: number }) => rpc('loan.restructureLoan', { data: p }),
  addDiscount: (_: string, p: LoanId & { amount: number; reason: string }) => rpc('loan.discount', { data: p }),
  saveArrangement: (_: string, p: LoanId & { amount: number; date: string }) => rpc('loan.createUpdateLoanArrangement', { data: p }),
  addImpediment: (_: string, p: LoanId & { reason: string }) => rpc('loan.createLoanImpediment', { data: p }),
  loanStatusHistory: (_: string, p: LoanId) => rpc('loan.loanStatusHistory', { vars: p }),
  installmentStatusHistory: (_: string, p: { installmentId: number }) => rpc('loan.installmentStatusHistory', { vars: p, silent: true }),
  agreement: (_: string, p: LoanId) => rpc('loan.staff/loanagreement', { params: p, silent: true }),
  rolloverCalculate: (_: string, p: LoanId & { days: number }) => rpc('loan.staff/rolloverCalculate', { params: p, silent: true }),
  loanAudit: (_: string, p: LoanId) => rpc('loan.staff/audit', { params: p, silent: true }),
};

/** Loans and the loan settings through the calls of the resource table (loan definitions, discount rules and impediments: loanSettings.ts). */
export const loanProvider = { ...withLoanSettings(table), ...loanRpc, ...collectionsRpc, ...loanSettingsRpc };
