import { describe, expect, it } from 'vitest';
import {
  CHECKER_LIMITS,
  checkerRule,
  MANUAL_PAYMENT_APPROVAL_LIMIT,
  WRITE_OFF_APPROVAL_LIMIT,
  type UncheckedBooking,
} from './approvals.ts';

const at = { loanId: 7, staffId: 2, day: '2026-11-20' };
const writeOff = (amount: number, over: Partial<UncheckedBooking> = {}): UncheckedBooking => ({
  action: 'writeOff',
  amount,
  ...at,
  ...over,
});

describe('checkerRule: four-eyes limits on running totals', () => {
  it('books one action up to the loan limit at once and sends a larger one to a checker', () => {
    expect(WRITE_OFF_APPROVAL_LIMIT).toBe(50);
    expect(MANUAL_PAYMENT_APPROVAL_LIMIT).toBe(250);
    expect(checkerRule('writeOff', 50, at, [])).toBeNull();
    expect(checkerRule('writeOff', 50.01, at, [])).toMatchObject({ scope: 'loan', total: 50.01, limit: 50 });
    expect(checkerRule('manualPayment', 250, at, [])).toBeNull();
    expect(checkerRule('manualPayment', 250.01, at, [])).toMatchObject({ scope: 'loan', limit: 250 });
  });

  it('counts what the loan already had written off unchecked: a 200 write-off split into four 50s runs one at once', () => {
    const booked: UncheckedBooking[] = [];
    const waits: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const rule = checkerRule('writeOff', 50, at, booked);
      waits.push(rule !== null);
      if (!rule) booked.push(writeOff(50));
    }
    expect(waits).toEqual([false, true, true, true]);
    expect(checkerRule('writeOff', 0.01, at, booked)).toEqual({
      action: 'writeOff',
      scope: 'loan',
      bookedBefore: 50,
      total: 50.01,
      limit: 50,
    });
  });

  it("counts the staff member's day across loans, and not other days, other staff or other actions", () => {
    const booked = [writeOff(50, { loanId: 1 }), writeOff(45, { loanId: 2 })];
    expect(CHECKER_LIMITS.writeOff.perStaffDay).toBe(100);
    expect(checkerRule('writeOff', 5, at, booked)).toBeNull();
    expect(checkerRule('writeOff', 5.01, at, booked)).toMatchObject({ scope: 'staffDay', bookedBefore: 95, limit: 100 });
    expect(checkerRule('writeOff', 10, { ...at, day: '2026-11-21' }, booked)).toBeNull();
    expect(checkerRule('writeOff', 10, { ...at, staffId: 3 }, booked)).toBeNull();
    expect(checkerRule('manualPayment', 10, at, booked)).toBeNull();
  });
});
