import { describe, expect, it } from 'vitest';
import { checkedDiscountRule, editedLoanDefinition, nextImpedimentStatus, ruleApplies } from './loan-settings-rules.ts';

const UK = {
  id: 1,
  name: 'PRONTO_UK',
  country: 'GB',
  currency: 'GBP',
  amounts: [100, 200, 300, 400],
  minAmount: 100,
  maxAmount: 400,
  step: 100,
  installmentOptions: [1, 2, 3, 4],
  defaultAmount: 100,
  defaultInstallments: 3,
  defaultDays: 30,
  duration: 20,
  dailyRate: 0.75,
  missedPaymentFee: 10,
  active: true,
};

describe('loan definition edits', () => {
  it('keeps the amounts list in step with min, max and step', () => {
    const next = editedLoanDefinition(UK, { minAmount: 50, maxAmount: 500, step: 50, name: 'renamed' });
    expect(next.amounts).toEqual([50, 100, 150, 200, 250, 300, 350, 400, 450, 500]);
    expect(next.name).toBe('PRONTO_UK');
  });

  it.each([
    [{ minAmount: 500 }, 'The minimum amount (500) cannot be more than the maximum amount (400).'],
    [{ maxAmount: 1100 }, 'The maximum amount cannot be more than 1000 GBP in GB.'],
    [{ step: 70 }, 'The amounts from 100 to 400 must go up in whole steps of 70.'],
    [{ installmentOptions: [0, 2] }, 'Each number of installments must be a whole number of at least 1.'],
    [{ installmentOptions: [1, 18] }, 'A loan cannot have more than 12 installments.'],
    [{ defaultAmount: 450 }, 'The default amount (450) must be between 100 and 400.'],
    [{ defaultInstallments: 6 }, 'The default number of installments (6) must be one of 1, 2, 3, 4.'],
    [{ defaultDays: -5 }, 'defaultDays must be a whole number of at least 1.'],
    [{ dailyRate: 0.9 }, 'The daily rate must be more than 0 and at most 0.8%.'],
    [{ missedPaymentFee: -1 }, 'The missed payment fee cannot be negative.'],
  ])('refuses %j', (patch, message) => {
    expect(() => editedLoanDefinition(UK, patch)).toThrow(message);
  });

  it('lets ES go up to 1500', () => {
    expect(editedLoanDefinition({ ...UK, country: 'ES', currency: 'EUR' }, { maxAmount: 1500 }).maxAmount).toBe(1500);
  });
});

describe('discount rules', () => {
  const rule = { name: 'Spring', percent: 15, validFrom: '2026-03-01', validTo: '2026-05-31' };
  it('accepts a complete rule and defaults the rest', () => {
    expect(checkedDiscountRule(rule, [])).toEqual({ ...rule, minLoans: 0, active: true });
  });
  it.each([
    [{ name: ' ' }, 'A discount rule needs a name.'],
    [{ percent: 0 }, 'The percentage must be more than 0 and at most 100.'],
    [{ percent: 101 }, 'The percentage must be more than 0 and at most 100.'],
    [{ validTo: '2026-02-28' }, 'The start date (2026-03-01) must not be after the end date (2026-02-28).'],
    [{ validFrom: '2026-02-30' }, 'The start date must be a day (YYYY-MM-DD).'],
    [{ minLoans: 1.5 }, 'The number of earlier loans must be a whole number of 0 or more.'],
  ])('refuses %j', (patch, message) => {
    expect(() => checkedDiscountRule({ ...rule, ...patch }, [])).toThrow(message);
  });
  it('refuses a second rule of the same name', () => {
    expect(() => checkedDiscountRule({ ...rule, name: 'spring' }, [{ id: 1, name: 'Spring' }])).toThrow(
      'A discount rule named "spring" already exists.',
    );
  });
  it('applies only while active, in its dates, and from its number of earlier loans', () => {
    const stored = { id: 1, ...rule, minLoans: 2, active: true };
    expect(ruleApplies(stored, '2026-04-01', 2)).toBe(true);
    expect(ruleApplies(stored, '2026-04-01', 1)).toBe(false);
    expect(ruleApplies(stored, '2026-06-01', 3)).toBe(false);
    expect(ruleApplies({ ...stored, active: false }, '2026-04-01', 3)).toBe(false);
  });
});

describe('impediment status changes', () => {
  it('moves pending to accepted or rejected, and accepted to closed', () => {
    expect(nextImpedimentStatus('pending', 'accepted')).toBe('accepted');
    expect(nextImpedimentStatus('pending', 'rejected')).toBe('rejected');
    expect(nextImpedimentStatus('accepted', 'closed')).toBe('closed');
  });
  it('refuses other changes with what is allowed', () => {
    expect(() => nextImpedimentStatus('pending', 'closed')).toThrow('An impediment that is pending can only become accepted or rejected.');
    expect(() => nextImpedimentStatus('rejected', 'accepted')).toThrow('An impediment that is rejected cannot change any more.');
    expect(() => nextImpedimentStatus('pending', 'done')).toThrow('status must be one of pending, accepted, rejected, closed.');
  });
});
