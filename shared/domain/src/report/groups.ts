/** The summary groups (back-office.md §3): each gives `<key>_v` (amount) and `<key>_p` (percentage). */
export const SUMMARY_GROUPS = [
  { key: 'ftbIssued', label: 'FTB issued', borrower: 'ftb', measure: 'issued' },
  { key: 'ftbPrincipalPaid', label: 'FTB principal paid', borrower: 'ftb', measure: 'principalPaid' },
  { key: 'ftbUnpaid', label: 'FTB unpaid', borrower: 'ftb', measure: 'unpaid' },
  { key: 'ftbTotalPaid', label: 'FTB total paid', borrower: 'ftb', measure: 'totalPaid' },
  { key: 'ftbToRtb', label: 'FTB-to-RTB (full)', borrower: 'ftb', measure: 'toRtb' },
  { key: 'rtbIssued', label: 'RTB issued', borrower: 'rtb', measure: 'issued' },
  { key: 'rtbPrincipalPaid', label: 'RTB principal paid', borrower: 'rtb', measure: 'principalPaid' },
  { key: 'rtbUnpaid', label: 'RTB unpaid', borrower: 'rtb', measure: 'unpaid' },
  { key: 'rtbTotalPaid', label: 'RTB total paid', borrower: 'rtb', measure: 'totalPaid' },
  { key: 'allIssued', label: 'All loans issued', borrower: 'all', measure: 'issued' },
  { key: 'allPrincipalPaid', label: 'All loans principal paid', borrower: 'all', measure: 'principalPaid' },
  { key: 'allUnpaid', label: 'All loans unpaid', borrower: 'all', measure: 'unpaid' },
  { key: 'allTotalPaid', label: 'All loans total paid', borrower: 'all', measure: 'totalPaid' },
] as const;

export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];
export type SummaryGroupKey = SummaryGroup['key'];
export type SummaryValueKey = `${SummaryGroupKey}_v` | `${SummaryGroupKey}_p`;

/** Every value key of a summary row, in column order: ftbIssued_v, ftbIssued_p, ftbPrincipalPaid_v, ... */
export const SUMMARY_VALUE_KEYS: readonly SummaryValueKey[] = SUMMARY_GROUPS.flatMap((group) => [
  `${group.key}_v` as const,
  `${group.key}_p` as const,
]);

export const amountKey = <K extends SummaryGroupKey>(key: K): `${K}_v` => `${key}_v`;
export const percentKey = <K extends SummaryGroupKey>(key: K): `${K}_p` => `${key}_p`;
