import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/render.tsx';
import { landingGroup, recordAffiliateClick } from './affiliate.ts';

describe('landing group', () => {
  it('is kept from the landing url and sent later from the registration page', () => {
    fakeApi({});
    // main.tsx records the landing url before any redirect...
    recordAffiliateClick('http://localhost/?landingGroup=lg7');
    // ...and the registration page, whose url has no query, still sends it.
    expect(landingGroup('')).toBe('lg7');
  });

  it('a later landing with another group replaces it', () => {
    fakeApi({});
    recordAffiliateClick('http://localhost/?landingGroup=lg7');
    recordAffiliateClick('http://localhost/faq?landingGroup=lg9');
    recordAffiliateClick('http://localhost/about-us');
    expect(landingGroup('')).toBe('lg9');
  });
});
