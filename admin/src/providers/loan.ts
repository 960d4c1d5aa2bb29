import type { Approval, AuditEntry, LoanStatus } from '@pronto/api';
import { tableProvider as table } from './tableProvider.ts';
import { collectionsRpc } from './collections.ts';
import { loanSettingsRpc, withLoanSettings } from './loanSettings.ts';
import { rpc } from './rpc.ts';

type LoanId = { loanId: number };
/** The reason an audited call carries to the audit trail (ConfirmWithReason asks for it). */
type Reason = { reason: string };

/** loan.validateRestructure: the principal owed re-planned over `installmentCount` months from today. */
export interface RestructurePlan {
  owed: number;
  issueDate: string;
  installments: { expectedDate: string; initialBase: number; initialCalculatedInterest: number }[];
}

/** loan.staff/rolloverCalculate: what moving the next instalment `days` later costs. */
export interface RolloverCost {
  date: string;
  days: number;
  payNow: number;
  extraInterest: number;
  newInstallmentAmount: number;
  installmentNumber: number;
  dates: string[];
}

export interface StatusChange {
  status: string;
  createdAt: string;
  createdBy?: string;
}

/** The loan service's RPC calls. */
export const loanRpc = {
  payManual: (_: string, p: LoanId & Reason & { amount: number; date: string }) => rpc<unknown>('loan.payloanmanual', { data: p }),
  deletePayment: (_: string, p: LoanId & Reason & { paymentId: number }) => rpc<unknown>('loan.deletePayment', { data: p }),
  undeletePayment: (_: string, p: LoanId & Reason & { paymentId: number }) => rpc<unknown>('loan.undeletePayment', { data: p }),
  setLoanIssued: (_: string, p: LoanId & Reason) => rpc<unknown>('loan.setLoanIssued', { data: p }),
  setLoanCancelled: (_: string, p: LoanId & Reason) => rpc<unknown>('loan.setLoanCancelled', { data: p }),
  /** Four-eyes: proposes the desist; an admin other than the proposer approves it (membership.approval/decide). */
  desist: (_: string, p: LoanId & Reason) => rpc<Approval>('loan.desistContract', { data: p }),
  changeExpectedDate: (_: string, p: LoanId & { installmentId: number; expectedDate: string }) =>
    rpc<unknown>('loan.changeExpectedDate', { data: p }),
  rollover: (_: string, p: LoanId & Reason & { days: number }) => rpc<unknown>('loan.rollover', { data: p }),
  validateRestructure: (_: string, p: LoanId & { installmentCount: number }) =>
    rpc<RestructurePlan>('loan.validateRestructure', { data: p }),
  restructure: (_: string, p: LoanId & Reason & { installmentCount: number }) => rpc<unknown>('loan.restructureLoan', { data: p }),
  addDiscount: (_: string, p: LoanId & { amount: number; reason: string }) => rpc<unknown>('loan.discount', { data: p }),
  saveArrangement: (_: string, p: LoanId & { amount: number; date: string }) =>
    rpc<unknown>('loan.createUpdateLoanArrangement', { data: p }),
  addImpediment: (_: string, p: LoanId & { reason: string }) => rpc<unknown>('loan.createLoanImpediment', { data: p }),
  loanStatusHistory: (_: string, p: LoanId) => rpc<{ status: LoanStatus; createdAt: string }[]>('loan.loanStatusHistory', { vars: p }),
  installmentStatusHistory: (_: string, p: { installmentId: number }) =>
    rpc<StatusChange[]>('loan.installmentStatusHistory', { vars: p, silent: true }),
  agreement: (_: string, p: LoanId) => rpc<unknown>('loan.staff/loanagreement', { params: p, silent: true }),
  rolloverCalculate: (_: string, p: LoanId & { days: number }) =>
    rpc<RolloverCost>('loan.staff/rolloverCalculate', { params: p, silent: true }),
  loanAudit: (_: string, p: LoanId) => rpc<AuditEntry[]>('loan.staff/audit', { params: p, silent: true }),
};

/** Loans and the loan settings through the calls of the resource table (loan definitions, discount rules and impediments: loanSettings.ts). */
export const loanProvider = { ...withLoanSettings(table), ...loanRpc, ...collectionsRpc, ...loanSettingsRpc };
