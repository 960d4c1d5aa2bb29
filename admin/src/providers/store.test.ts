import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_KEY } from '../i18n/locale.ts';
import { createStore } from './store.ts';

beforeEach(() => localStorage.clear());

describe('createStore', () => {
  it('opens in English on a first visit', () => {
    expect(createStore().getItem('locale')).toBe('en');
  });
  it('opens in the language picked last, on the sign-in page or in the console', () => {
    localStorage.setItem(LOCALE_KEY, 'es');
    expect(createStore().getItem('locale')).toBe('es');
  });
  it("keeps the language menu's choice for the next visit", () => {
    const store = createStore();
    store.setItem('locale', 'es');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
    expect(createStore().getItem('locale')).toBe('es');
  });
});
