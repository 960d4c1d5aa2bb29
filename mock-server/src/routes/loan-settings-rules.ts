import { invalid } from '../http.ts';
import { LOAN_DEFINITION_FIELDS, type DiscountRule, type ImpedimentStatus } from '@pronto/api';
import type { Row } from '../types.ts';

/**
 * Write rules of the loan settings (docs/decisions.md, "Loan settings"): pure functions, so the
 * routes stay thin and the rules are tested without a server.
 */

/** Ceilings a loan product may not pass: the largest amount per country and the UK daily price cap (0.8%). */
export const PRODUCT_LIMITS: Record<string, { maxAmount: number; maxInstallments: number; maxDailyRate: number; maxDays: number }> = {
  GB: { maxAmount: 1000, maxInstallments: 12, maxDailyRate: 0.8, maxDays: 365 },
  ES: { maxAmount: 1500, maxInstallments: 12, maxDailyRate: 0.8, maxDays: 365 },
};

function numberOf(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw invalid(`${field} must be a number.`);
  return n;
}

function wholePositive(value: unknown, field: string): number {
  const n = numberOf(value, field);
  if (!Number.isInteger(n) || n < 1) throw invalid(`${field} must be a whole number of at least 1.`);
  return n;
}

/**
 * A loan definition after an edit: the changed fields merged into the stored ones, then the whole
 * product checked (amounts, terms and the country's limits). `amounts` follows min, max and step.
 */
export function editedLoanDefinition(current: Row, patch: Record<string, unknown>): Row {
  const next: Row = { ...current };
  for (const field of LOAN_DEFINITION_FIELDS)
    if (patch[field] !== undefined && patch[field] !== null && patch[field] !== '') next[field] = patch[field];
  const limits = PRODUCT_LIMITS[String(next.country)] ?? PRODUCT_LIMITS.GB!;
  const currency = String(next.currency ?? '');

  const minAmount = numberOf(next.minAmount, 'minAmount');
  const maxAmount = numberOf(next.maxAmount, 'maxAmount');
  const step = numberOf(next.step, 'step');
  if (minAmount <= 0) throw invalid('The minimum amount must be more than 0.');
  if (minAmount > maxAmount) throw invalid(`The minimum amount (${minAmount}) cannot be more than the maximum amount (${maxAmount}).`);
  if (maxAmount > limits.maxAmount)
    throw invalid(
      `The maximum amount cannot be more than ${limits.maxAmount}${currency ? ` ${currency}` : ''} in ${String(next.country)}.`,
    );
  if (step <= 0) throw invalid('The step must be more than 0.');
  if ((maxAmount - minAmount) % step !== 0)
    throw invalid(`The amounts from ${minAmount} to ${maxAmount} must go up in whole steps of ${step}.`);

  if (!Array.isArray(next.installmentOptions) || next.installmentOptions.length === 0)
    throw invalid('Give at least one number of installments.');
  const options = [...new Set(next.installmentOptions.map((o) => wholePositive(o, 'Each number of installments')))].sort((a, b) => a - b);
  const longest = options.at(-1) ?? 0;
  if (longest > limits.maxInstallments) throw invalid(`A loan cannot have more than ${limits.maxInstallments} installments.`);

  const defaultAmount = numberOf(next.defaultAmount, 'defaultAmount');
  if (defaultAmount < minAmount || defaultAmount > maxAmount)
    throw invalid(`The default amount (${defaultAmount}) must be between ${minAmount} and ${maxAmount}.`);
  const defaultInstallments = wholePositive(next.defaultInstallments, 'defaultInstallments');
  if (!options.includes(defaultInstallments))
    throw invalid(`The default number of installments (${defaultInstallments}) must be one of ${options.join(', ')}.`);

  const defaultDays = wholePositive(next.defaultDays, 'defaultDays');
  const duration = wholePositive(next.duration, 'duration');
  if (defaultDays > limits.maxDays || duration > limits.maxDays) throw invalid(`Terms cannot be longer than ${limits.maxDays} days.`);
  const dailyRate = numberOf(next.dailyRate, 'dailyRate');
  if (dailyRate <= 0 || dailyRate > limits.maxDailyRate)
    throw invalid(`The daily rate must be more than 0 and at most ${limits.maxDailyRate}%.`);
  const missedPaymentFee = numberOf(next.missedPaymentFee ?? 0, 'missedPaymentFee');
  if (missedPaymentFee < 0) throw invalid('The missed payment fee cannot be negative.');
  if (next.active !== undefined && typeof next.active !== 'boolean') throw invalid('active must be true or false.');

  const amounts: number[] = [];
  for (let a = minAmount; a <= maxAmount; a += step) amounts.push(a);
  return {
    ...next,
    minAmount,
    maxAmount,
    step,
    amounts,
    installmentOptions: options,
    defaultAmount,
    defaultInstallments,
    defaultDays,
    duration,
    dailyRate,
    missedPaymentFee,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOrThrow(value: unknown, label: string): string {
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
    throw invalid(`${label} must be a day (YYYY-MM-DD).`);
  return day;
}

/** A discount rule as sent (create or change): a unique name, 0 < percent <= 100, validFrom <= validTo. */
export function checkedDiscountRule(body: Record<string, unknown>, others: Row[]): Omit<DiscountRule, 'id'> {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) throw invalid('A discount rule needs a name.');
  if (others.some((r) => String(r.name).toLowerCase() === name.toLowerCase()))
    throw invalid(`A discount rule named "${name}" already exists.`);
  const percent =
    typeof body.percent === 'number'
      ? body.percent
      : typeof body.percent === 'string' && body.percent.trim() !== ''
        ? Number(body.percent)
        : Number.NaN;
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw invalid('The percentage must be more than 0 and at most 100.');
  const minLoans = body.minLoans === undefined || body.minLoans === null || body.minLoans === '' ? 0 : Number(body.minLoans);
  if (!Number.isInteger(minLoans) || minLoans < 0) throw invalid('The number of earlier loans must be a whole number of 0 or more.');
  const validFrom = dayOrThrow(body.validFrom, 'The start date');
  const validTo = dayOrThrow(body.validTo, 'The end date');
  if (validFrom > validTo) throw invalid(`The start date (${validFrom}) must not be after the end date (${validTo}).`);
  if (body.active !== undefined && typeof body.active !== 'boolean') throw invalid('active must be true or false.');
  return { name, percent, minLoans, validFrom, validTo, active: typeof body.active === 'boolean' ? body.active : true };
}

/** Whether a rule offers a discount on `today` to a customer with `earlierLoans` repaid or closed loans. */
export function ruleApplies(rule: Row, today: string, earlierLoans: number): boolean {
  return (
    rule.active !== false &&
    String(rule.validFrom ?? '') <= today &&
    today <= String(rule.validTo ?? '9999-12-31') &&
    earlierLoans >= Number(rule.minLoans ?? 0)
  );
}

/** The impediment statuses and the changes staff may make (docs/decisions.md, "Loan settings"). */
export const IMPEDIMENT_STATUSES = ['pending', 'accepted', 'rejected', 'closed'] as const satisfies readonly ImpedimentStatus[];
const isImpedimentStatus = (value: string): value is ImpedimentStatus => (IMPEDIMENT_STATUSES as readonly string[]).includes(value);
export const IMPEDIMENT_MOVES: Record<string, readonly string[]> = {
  pending: ['accepted', 'rejected'],
  accepted: ['closed'],
  rejected: [],
  closed: [],
};

/** The new status, or a 422 naming what is allowed from the current one. */
export function nextImpedimentStatus(from: string, to: string): ImpedimentStatus {
  if (!isImpedimentStatus(to)) throw invalid(`status must be one of ${IMPEDIMENT_STATUSES.join(', ')}.`);
  const allowed = IMPEDIMENT_MOVES[from] ?? [];
  if (!allowed.includes(to)) {
    throw invalid(
      allowed.length
        ? `An impediment that is ${from} can only become ${allowed.join(' or ')}.`
        : `An impediment that is ${from} cannot change any more.`,
    );
  }
  return to;
}

/** An impediment is open (blocks a new one on the same loan) while pending or accepted. */
export const isOpenImpediment = (row: Row) => row.status === 'pending' || row.status === 'accepted';
