import { describe, expect, it } from 'vitest';
import { isWorkFieldShown, workFieldsFor } from './work-fields.ts';

describe('work fields shown per employmentStatus (customer-site.md §3)', () => {
  const employed = ['workAddressCompanyName', 'monthlyIncome', 'workAddressCompanyAddress', 'workPhone'];
  it.each([
    ['fullTimeEmployed', [...employed, 'position']],
    ['partTimeEmployed', employed],
    ['temporaryEmployed', employed],
    ['selfEmployed', ['monthlyIncome', 'workPhone']],
    ['armedForces', ['monthlyIncome']],
    ['student', ['monthlyIncome']],
    ['homeMaker', ['monthlyIncome']],
    ['retired', ['monthlyIncome']],
    ['unemployed', ['monthlyIncome']],
    ['onBenefits', ['monthlyIncome']],
    ['', ['monthlyIncome']],
    [undefined, ['monthlyIncome']],
  ])('%s -> %j', (status, fields) => {
    expect(workFieldsFor(status)).toEqual(fields);
  });

  it('reads the status from form values', () => {
    expect(isWorkFieldShown('position', { employmentStatus: 'fullTimeEmployed' })).toBe(true);
    expect(isWorkFieldShown('position', { employmentStatus: 'partTimeEmployed' })).toBe(false);
    expect(isWorkFieldShown('workPhone', {})).toBe(false);
  });
});
