import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../session/session.ts';
import { takeTokenFromAddress } from './address-token.ts';

describe('a token in the address (?jwt=)', () => {
  afterEach(() => session.clear());

  it('becomes the session token at once and leaves the address, other parameters kept', () => {
    window.history.replaceState(null, '', '/register/otp?jwt=abc.def&landingGroup=7');
    takeTokenFromAddress();
    expect(session.get().token).toBe('abc.def');
    expect(window.location.pathname + window.location.search).toBe('/register/otp?landingGroup=7');
  });

  it('leaves the session alone without one', () => {
    session.save('kept', null);
    window.history.replaceState(null, '', '/');
    takeTokenFromAddress();
    expect(session.get().token).toBe('kept');
  });
});
