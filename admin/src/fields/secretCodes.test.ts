import { describe, expect, it } from 'vitest';
import { rowForStaff, smsTextForStaff } from './secretCodes.ts';

describe('SMS texts staff read (no staff member learns a customer PIN)', () => {
  it('hides the code of a PIN or one-time code message, by type or by its words', () => {
    expect(smsTextForStaff('Your new Pronto PIN is 6573.', 'forgotPin')).toBe('Your new Pronto PIN is ••••.');
    expect(smsTextForStaff('Su nuevo PIN de Pronto es 0912.', 'pin')).toBe('Su nuevo PIN de Pronto es ••••.');
    expect(smsTextForStaff('Your new Pronto PIN is 6573.')).toBe('Your new Pronto PIN is ••••.');
  });

  it('leaves every other message as it was sent, amounts and dates included', () => {
    const reminder = 'Pronto: £1500.00 is due on 25/12/2026. Pay at /r/abc123';
    expect(smsTextForStaff(reminder, 'paymentLink')).toBe(reminder);
    expect(smsTextForStaff(reminder)).toBe(reminder);
  });

  it('writes the text of an SMS row for staff and leaves other rows alone', () => {
    expect(rowForStaff({ id: 1, type: 'pin', mobilePhone: '07100000006', text: 'Your Pronto PIN is 1234.' }).text).toBe(
      'Your Pronto PIN is ••••.',
    );
    expect(rowForStaff({ id: 2, text: 'Comment: PIN 1234 was wrong' })).toEqual({ id: 2, text: 'Comment: PIN 1234 was wrong' });
  });
});
