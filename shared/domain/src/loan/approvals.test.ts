import { describe, expect, it } from 'vitest';
import { MANUAL_PAYMENT_APPROVAL_LIMIT, manualPaymentNeedsApproval } from './approvals.ts';

describe('manualPaymentNeedsApproval: four-eyes above the limit', () => {
  it('records a payment up to the limit at once and sends a larger one for approval', () => {
    expect(MANUAL_PAYMENT_APPROVAL_LIMIT).toBe(250);
    expect(manualPaymentNeedsApproval(10)).toBe(false);
    expect(manualPaymentNeedsApproval(250)).toBe(false);
    expect(manualPaymentNeedsApproval(250.01)).toBe(true);
  });
});
