import { describe, expect, it } from 'vitest';
import { keyWords, kindOf } from './readableValue.ts';

describe('kindOf: how an answer value is written', () => {
  it('money by the key, not ids or counts', () => {
    expect(kindOf('monthlyIncome', 4890)).toBe('money');
    expect(kindOf('creditLimit', 400)).toBe('money');
    expect(kindOf('totalBorrowed', 200)).toBe('money');
    expect(kindOf('totalPaid', 0)).toBe('money');
    expect(kindOf('outstanding', 200)).toBe('money');
    expect(kindOf('owed', 57.5)).toBe('money');
    expect(kindOf('settlementToday', 200)).toBe('money');
    expect(kindOf('payNow', 67.5)).toBe('money');
    expect(kindOf('customerId', 6)).toBe('text');
    expect(kindOf('successfulRepaidLoans', 2)).toBe('text');
  });

  it('dates by their form, lists of records as rows, nothing as empty', () => {
    expect(kindOf('createdAt', '2026-08-23T08:00:00.000Z')).toBe('date');
    expect(kindOf('day', '2026-08-23')).toBe('date');
    expect(kindOf('bankAccounts', [{ id: 1 }])).toBe('rows');
    expect(kindOf('override', null)).toBe('empty');
    expect(kindOf('verified', true)).toBe('boolean');
    expect(kindOf('text', 'Pronto: your repayment is due.')).toBe('text');
  });

  it('writes a key as words', () => {
    expect(keyWords('successfulRepaidLoans')).toBe('Successful repaid loans');
    expect(keyWords('iban')).toBe('Iban');
  });
});
