import { CUSTOMER_STAGES, CUSTOMER_STATUSES, EMPLOYMENT_STATUSES, SUB_STATUSES } from '@pronto/domain';

/** The lists of code words the console shows in words (pronto.enums.<name>.<value> in en.ts and es.ts). */
export const ENUMS = {
  customerStatus: CUSTOMER_STATUSES,
  loanStatus: ['requested', 'approved', 'issued', 'overdue', 'repaid', 'closed', 'cancelled', 'declined'],
  installmentStatus: ['pending', 'paid', 'partiallyPaid', 'overdue'],
  collectionStatus: ['none', 'internal', 'external', 'legal'],
  employment: EMPLOYMENT_STATUSES,
  gender: ['female', 'male'],
  addressType: ['home', 'work'],
  ticketStatus: ['open', 'closed'],
  paymentMethod: ['card', 'token', 'manual'],
  chargebackStatus: ['open', 'won', 'lost'],
  country: ['GB', 'ES'],
  subStatus: SUB_STATUSES,
  stage: CUSTOMER_STAGES,
} as const satisfies Record<string, readonly string[]>;

export type EnumName = keyof typeof ENUMS;

/** The i18n key of one value: `pronto.enums.customerStatus.securityChecked`. */
export const enumKey = (name: EnumName, value: string): string => `pronto.enums.${name}.${value}`;

/** Select choices of an enum, labelled by their i18n keys (react-admin translates choice names). */
export const enumChoices = (name: EnumName, values: readonly string[] = ENUMS[name]) =>
  values.map((value) => ({ id: value, name: enumKey(name, value) }));
