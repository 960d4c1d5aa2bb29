/**
 * A manual payment above this amount (pounds or euros) is proposed by one staff member and carried out
 * only when another, an admin, approves it (four-eyes, issue 16). Below it, the payment is recorded at
 * once; every manual payment is audited either way. A product decision (docs/decisions.md).
 */
export const MANUAL_PAYMENT_APPROVAL_LIMIT = 250;

/** Whether a manual payment of `amount` waits for a second staff member's approval. */
export const manualPaymentNeedsApproval = (amount: number): boolean => amount > MANUAL_PAYMENT_APPROVAL_LIMIT;

/**
 * A discount writes off interest the customer owes. One up to this amount (a goodwill gesture) is given
 * at once; a larger one is a write-off, proposed by one staff member and carried out only when another,
 * an admin, approves it (four-eyes, issue 16). A product decision (docs/decisions.md).
 */
export const WRITE_OFF_APPROVAL_LIMIT = 50;

/** Whether a discount of `amount` is a write-off that waits for a second staff member's approval. */
export const writeOffNeedsApproval = (amount: number): boolean => amount > WRITE_OFF_APPROVAL_LIMIT;
