import { describe, expect, it } from 'vitest';
import { manualPaymentNeedsApproval, writeOffNeedsApproval } from './approvals.ts';

describe('manualPaymentNeedsApproval: four-eyes above the limit', () => {
  it('records a payment up to the limit at once and sends a larger one for approval', () => {
    expect(manualPaymentNeedsApproval(10)).toBe(false);
    expect(manualPaymentNeedsApproval(250)).toBe(false);
    expect(manualPaymentNeedsApproval(250.01)).toBe(true);
  });
});

describe('writeOffNeedsApproval: a discount above the limit is a write-off under four-eyes', () => {
  it('gives a goodwill discount up to the limit at once and sends a larger one for approval', () => {
    expect(writeOffNeedsApproval(5)).toBe(false);
    expect(writeOffNeedsApproval(50)).toBe(false);
    expect(writeOffNeedsApproval(50.01)).toBe(true);
  });
});
