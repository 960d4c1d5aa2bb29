import { describe, expect, it } from 'vitest';
import { MANUAL_PAYMENT_APPROVAL_LIMIT, manualPaymentNeedsApproval, WRITE_OFF_APPROVAL_LIMIT, writeOffNeedsApproval } from './approvals.ts';

describe('manualPaymentNeedsApproval: four-eyes above the limit', () => {
  it('records a payment up to the limit at once and sends a larger one for approval', () => {
    expect(MANUAL_PAYMENT_APPROVAL_LIMIT).toBe(250);
    expect(manualPaymentNeedsApproval(10)).toBe(false);
    expect(manualPaymentNeedsApproval(250)).toBe(false);
    expect(manualPaymentNeedsApproval(250.01)).toBe(true);
  });
});

describe('writeOffNeedsApproval: a discount above the limit is a write-off under four-eyes', () => {
  it('gives a goodwill discount up to the limit at once and sends a larger one for approval', () => {
    expect(WRITE_OFF_APPROVAL_LIMIT).toBe(50);
    expect(writeOffNeedsApproval(5)).toBe(false);
    expect(writeOffNeedsApproval(50)).toBe(false);
    expect(writeOffNeedsApproval(50.01)).toBe(true);
  });
});
