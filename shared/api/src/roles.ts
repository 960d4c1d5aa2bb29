import type { CallId } from './call-types.ts';
import type { Area, Role } from './types.ts';

/** Areas each staff role may use (common agreement; DESIGN.md "Auth"). Admin may use every area. */
export const ROLE_AREAS: Readonly<Record<Role, readonly Area[] | 'all'>> = {
  admin: 'all',
  agent: ['customers', 'loans', 'tickets', 'collections'],
  reporter: ['reports'],
};

/**
 * Whether a staff role may use an area: admin every area, agent customers, loans, tickets and
 * collections, reporter reports only. The `public` area is open to everyone. An unknown role may do nothing.
 */
export function canRole(role: Role, area: Area): boolean {
  if (!Object.hasOwn(ROLE_AREAS, role)) return false;
  const areas = ROLE_AREAS[role];
  return areas === 'all' || area === 'public' || areas.includes(area);
}

/** The business operations an admin grants an agent one by one (membership.setCamBusinessOperationPermission). */
export const BUSINESS_OPERATIONS = [
  'manualPayment',
  'discount',
  'rollover',
  'restructure',
  'arrangement',
  'legalHandover',
  'sendLetters',
] as const;
export type BusinessOperation = (typeof BUSINESS_OPERATIONS)[number];

/** The staff calls that are each business operation: an agent makes them only once granted it. */
export const BUSINESS_OPERATION_CALLS: Readonly<Record<BusinessOperation, readonly CallId[]>> = {
  manualPayment: ['loan.payloanmanual'],
  discount: ['loan.discount', 'loan.discount.delete'],
  rollover: ['loan.rollover', 'loan.rolloverv2'],
  restructure: ['loan.restructureLoan'],
  arrangement: ['loan.createUpdateLoanArrangement', 'loan.loanArrangementByPaymentProof', 'loan.bulkArrangement'],
  legalHandover: ['customer.status/legalCollection'],
  sendLetters: ['customer.letters/send', 'communication.letter'],
};

/** The business operation a call is, or null when any staff member of its area may make it. */
export function businessOperationOf(callId: string): BusinessOperation | null {
  return BUSINESS_OPERATIONS.find((op) => (BUSINESS_OPERATION_CALLS[op] as readonly string[]).includes(callId)) ?? null;
}

/**
 * Whether a staff member may make a call as a business operation: an admin always, an agent when granted
 * it (`granted`: their operations), a call that is no business operation always (its area decides).
 */
export function mayOperate(role: Role, granted: readonly string[], callId: string): boolean {
  const operation = businessOperationOf(callId);
  return operation === null || role === 'admin' || granted.includes(operation);
}
