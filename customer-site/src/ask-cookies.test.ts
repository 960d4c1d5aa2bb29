import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@pronto/domain';
import { ASK_COOKIES_CLASS, markCookieQuestion } from './ask-cookies.ts';
import { acceptCookies } from './chrome/cookie-consent.ts';
import { store } from './session/storage.ts';

const asked = () => document.documentElement.classList.contains(ASK_COOKIES_CLASS);

afterEach(() => document.documentElement.classList.remove(ASK_COOKIES_CLASS));

describe('markCookieQuestion (whether the static cookie notice shows before the app runs)', () => {
  it('marks the page of a visitor who has not accepted', () => {
    markCookieQuestion();
    expect(asked()).toBe(true);
  });

  it('does not mark the page once the site has recorded the acceptance (read as the site stores it)', () => {
    acceptCookies();
    markCookieQuestion();
    expect(asked()).toBe(false);
  });

  it('marks the page when the stored acceptance has expired or is unreadable, or storage is refused', () => {
    store.set(STORAGE_KEYS.cookieAccepted, true, 60);
    markCookieQuestion(localStorage, Date.now() + 61_000);
    expect(asked()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'yes');
    markCookieQuestion();
    expect(asked()).toBe(true);
    const refused = {
      getItem: (): string | null => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    markCookieQuestion(refused);
    expect(asked()).toBe(true);
  });
});
