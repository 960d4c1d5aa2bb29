import './messages.ts'; // the criteria's labels, registered before any is shown
/** Segment criteria as the mock checks them (mock-server/src/routes/audience.ts). */
export const CRITERION_FIELDS = ['country', 'status', 'minLoans', 'maxLoans', 'createdAfter', 'createdBefore'] as const;
export type CriterionField = (typeof CRITERION_FIELDS)[number];

export interface Criterion {
  field: CriterionField;
  value: string;
}

export const CRITERION_CHOICES = CRITERION_FIELDS.map((id) => ({ id, name: `resources.segments.criterionFields.${id}` }));

const OPERATOR: Record<CriterionField, string> = {
  country: '=',
  status: '=',
  minLoans: '≥',
  maxLoans: '≤',
  createdAfter: '≥',
  createdBefore: '≤',
};
const SUBJECT: Record<CriterionField, string> = {
  country: 'country',
  status: 'status',
  minLoans: 'loans',
  maxLoans: 'loans',
  createdAfter: 'registered',
  createdBefore: 'registered',
};

/** A one-line summary of a segment's criteria for lists: `country = ES · status = registered`. */
export function criteriaText(criteria: unknown): string {
  if (!Array.isArray(criteria) || criteria.length === 0) return '-';
  return criteria
    .filter(
      (c): c is Criterion =>
        typeof c === 'object' && c !== null && (CRITERION_FIELDS as readonly string[]).includes((c as Criterion).field),
    )
    .map((c) => `${SUBJECT[c.field]} ${OPERATOR[c.field]} ${c.value}`)
    .join(' · ');
}
