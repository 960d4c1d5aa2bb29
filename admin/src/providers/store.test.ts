import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from './store.ts';

beforeEach(() => localStorage.clear());

describe('createStore', () => {
  it('stores the default locale on a first visit', () => {
    expect(createStore('en').getItem('locale')).toBe('en');
    expect(localStorage.getItem('RaStore.locale')).toBe('"en"');
  });
  it('keeps the language a user picked', () => {
    localStorage.setItem('RaStore.locale', '"es"');
    expect(createStore('en').getItem('locale')).toBe('es');
  });
});
