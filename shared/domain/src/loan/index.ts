/** Loan maths (customer-site.md §1, §9): plan, APR, calculator, late charges, repayment, credit limit. */
export { toPence, toPounds, roundPence, round2 } from './money.ts';
export { addDays } from './dates.ts';
export { DAILY_RATE, installmentsFromPlan, paymentPlan } from './payment-plan.ts';
export {
  ANNUAL_RATE_PERCENT,
  planRepayments,
  representativeApr,
  totalPayable,
  totalCost,
  sampleLoan,
  REPRESENTATIVE_EXAMPLE,
  APR_RANGE,
  representativeLoan,
  type Repayment,
  type SampleLoan,
} from './representative.ts';
export {
  CALCULATOR_AMOUNTS,
  INSTALLMENT_OPTIONS,
  CALCULATOR_DEFAULTS,
  MAX_PAYMENT_DATES,
  LOAN_CONFIG,
  calculatorDates,
} from './calculator.ts';
export {
  LATE_DAILY_RATE,
  MISSED_PAYMENT_FEE,
  CHARGE_POSTING_TIME,
  replayLoan,
  chargesAt,
  settlementAmount,
  loanAt,
  applyPayment,
  type Charges,
  type Ledger,
  type Line as LedgerLine,
} from './ledger.ts';
export {
  CREDIT_LIMITS,
  MIN_LOAN_AMOUNT,
  LOAN_REQUEST_STATUSES,
  CREDIT_DECLINE_MESSAGES,
  creditLimit,
  isSuccessfullyRepaid,
  successfulRepaidLoans,
  creditDecision,
  type CreditDecision,
  type CreditDeclineReason,
  type CreditRequest,
} from './credit.ts';
export {
  DAILY_COST_CAP_RATE,
  DEFAULT_FEES_CAP,
  TOTAL_COST_CAP_RATIO,
  MAX_RESTRUCTURE_INSTALLMENTS,
  MAX_ROLLOVER_DAYS,
  MAX_ROLLOVERS,
  CapError,
  rolloverDearerThanSettling,
  rolloverLimitReason,
  lateInterestForDay,
  defaultFeeAllowed,
  totalCostRoom,
  scheduleCapBreach,
  restructureFit,
  restructureSchedule,
  keptInstallments,
  rolloverInterest,
  rolloverSchedule,
  rolloverFit,
  type CapBreach,
  type CappedInstalment,
  type RestructureSchedule,
} from './caps.ts';
export {
  concApr,
  concYears,
  annexIApr,
  annexIYears,
  loanApr,
  datedApr,
  aprForTimes,
  type AprTimeMeasure,
  type AprTimePeriod,
  type DatedRepayment,
} from './apr.ts';
export {
  MANUAL_PAYMENT_APPROVAL_LIMIT,
  WRITE_OFF_APPROVAL_LIMIT,
  CHECKER_LIMITS,
  checkerRule,
  type UncheckedBooking,
} from './approvals.ts';
export { LoanRuleError, OverpaymentError } from './refusals.ts';
export { loanPosition, type LoanPosition } from './position.ts';
export { applyDiscount } from './discount.ts';
export { WITHDRAWAL_DAYS, WITHDRAWAL_REPAY_DAYS, withdrawalEnds, withdrawalRefusal, withdrawalAmount } from './withdrawal.ts';
