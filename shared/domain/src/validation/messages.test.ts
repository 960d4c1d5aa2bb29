import { describe, expect, it } from 'vitest';
import { enMessages, esMessages, messagesFor, serverMessages } from './messages.ts';

describe('message catalogues', () => {
  it('the market picks the language', () => {
    expect(messagesFor('GB')).toBe(enMessages);
    expect(messagesFor('ES')).toBe(esMessages);
  });

  it("every English message has a Spanish one that differs, except the spec's own Spanish", () => {
    const same = Object.keys(enMessages).filter((key) => {
      const k = key as keyof typeof enMessages;
      const [a, b] = [enMessages[k], esMessages[k]];
      return typeof a === 'function' && typeof b === 'function' ? a(7) === b(7) : a === b;
    });
    expect(same.sort()).toEqual(['samePhone', 'spanishId']);
  });

  it('bounded messages carry the number', () => {
    expect(enMessages.maxLength(20)).toBe('Max length is 20');
    expect(enMessages.minValue(100)).toBe('Min value is 100');
    expect(enMessages.maxIncome(100000)).toBe('Maximum monthly income is 100000');
    expect(esMessages.minLength(9)).toBe('La longitud mínima es 9');
  });

  it("server-side messages are the spec's words", () => {
    expect(serverMessages.mobileAlreadyRegistered).toBe('This mobile number is already registered. Please login or contact us.');
    expect(serverMessages.pinInvalid).toBe('Your pin is invalid');
    expect(serverMessages.captchaFailed).toBe('Captcha validation is not successful');
  });
});
