import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@pronto/domain';
import { acceptCookies } from './cookie-consent.ts';
import { store } from '../session/storage.ts';

// The script every page runs before its first paint (index.html), as the browser runs it.
const script = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'cookie-check.js'), 'utf8');
// The public file's own text, run as the browser runs a classic script.
const runScript = () => new Function(script)() as void;
const asked = () => document.documentElement.classList.contains('ask-cookies');

afterEach(() => document.documentElement.classList.remove('ask-cookies'));

describe('public/cookie-check.js (whether the static cookie notice shows before the app runs)', () => {
  it('marks the page of a visitor who has not accepted', () => {
    runScript();
    expect(asked()).toBe(true);
  });

  it('does not mark the page once the site has recorded the acceptance', () => {
    acceptCookies();
    runScript();
    expect(asked()).toBe(false);
  });

  it('marks the page when the stored acceptance has expired or is unreadable, as the site reads it', () => {
    store.set(STORAGE_KEYS.cookieAccepted, true, -1);
    runScript();
    expect(asked()).toBe(true);
    document.documentElement.classList.remove('ask-cookies');
    localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'yes');
    runScript();
    expect(asked()).toBe(true);
  });
});
