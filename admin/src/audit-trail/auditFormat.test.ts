import { describe, expect, it } from 'vitest';
import { actionKey, changeText, targetOf, when } from './auditFormat.ts';

describe('audit entries in words', () => {
  it.each([
    ['loan.deletePayment', 'pronto.audit.calls.loan_deletePayment'],
    ['customer.blacklist/add', 'pronto.audit.calls.customer_blacklist_add'],
    ['membership.resetCamPassword', 'pronto.audit.calls.membership_resetCamPassword'],
  ])('%s is named by %s', (callId, key) => expect(actionKey(callId)).toBe(key));

  it('names the record and the change', () => {
    expect(targetOf({ targetType: 'loan', targetId: 5 })).toEqual({ key: 'pronto.audit.targets.loan', args: { id: 5 } });
    expect(changeText({ field: 'payments[7].deleted', before: false, after: true })).toBe('payments[7].deleted: false → true');
    expect(changeText({ field: 'collectionStatus', before: null, after: 'legal' })).toBe('collectionStatus: - → legal');
  });

  it("dates an entry in the console's language, not the browser's", () => {
    expect(when('2026-11-25T19:40:00Z', 'en')).toMatch(/^25\/11\/2026,? \d{2}:40$/);
    // Spanish too with a four-digit year: one way of writing dates in the console (fields/locale.ts).
    expect(when('2026-11-25T19:40:00Z', 'es')).toMatch(/^25\/11\/2026,? \d{2}:40$/);
  });
});
