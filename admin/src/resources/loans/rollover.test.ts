import { describe, expect, it } from 'vitest';
import type { Installment } from '@pronto/api';
import { rolloverPreview } from './rollover.ts';

const inst = (number: number, expectedDate: string, status: Installment['status']): Installment => ({
  id: number,
  loanId: 1,
  number,
  expectedDate,
  interestStartDate: expectedDate,
  principal: 50,
  interest: 10,
  fee: 0,
  lateInterest: 0,
  paidAmount: 0,
  status,
});

describe('rolloverPreview', () => {
  it('moves the first unpaid instalment', () => {
    expect(
      rolloverPreview([inst(1, '2026-11-01', 'paid'), inst(2, '2026-12-01', 'pending'), inst(3, '2027-01-01', 'pending')], 30),
    ).toEqual({
      number: 2,
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
  it('has nothing to move when every instalment is paid', () => {
    expect(rolloverPreview([inst(1, '2026-12-01', 'paid')], 10)).toBeNull();
  });
});
