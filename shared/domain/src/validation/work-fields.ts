/** Work fields of the new-customer and additional info forms. */
export type WorkField = 'workAddressCompanyName' | 'monthlyIncome' | 'workAddressCompanyAddress' | 'workPhone' | 'position';

const employed: readonly WorkField[] = ['workAddressCompanyName', 'monthlyIncome', 'workAddressCompanyAddress', 'workPhone'];
const incomeOnly: readonly WorkField[] = ['monthlyIncome'];

/** The employment statuses of the forms (the mock's EmploymentStatus enum), in the order they are offered. */
export const EMPLOYMENT_STATUSES = [
  'fullTimeEmployed',
  'partTimeEmployed',
  'temporaryEmployed',
  'selfEmployed',
  'armedForces',
  'student',
  'homeMaker',
  'retired',
  'unemployed',
  'onBenefits',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Work fields shown per employmentStatus (customer-site.md §3). */
export const workFieldsByEmployment: Readonly<Record<EmploymentStatus, readonly WorkField[]>> = {
  fullTimeEmployed: [...employed, 'position'],
  partTimeEmployed: employed,
  temporaryEmployed: employed,
  selfEmployed: ['monthlyIncome', 'workPhone'],
  armedForces: incomeOnly,
  student: incomeOnly,
  homeMaker: incomeOnly,
  retired: incomeOnly,
  unemployed: incomeOnly,
  onBenefits: incomeOnly,
};

/** The work fields shown for an employment status (monthlyIncome only when unknown or not chosen yet). */
export function workFieldsFor(employmentStatus: string | null | undefined): readonly WorkField[] {
  return (
    (employmentStatus && (workFieldsByEmployment as Readonly<Record<string, readonly WorkField[] | undefined>>)[employmentStatus]) ||
    incomeOnly
  );
}

/** True when the work field is shown for the employment status in the form values. */
export function isWorkFieldShown(field: WorkField, values?: object): boolean {
  const status = values ? (values as Record<string, unknown>).employmentStatus : undefined;
  return workFieldsFor(typeof status === 'string' ? status : undefined).includes(field);
}
