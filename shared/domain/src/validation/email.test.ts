import { describe, expect, it } from 'vitest';
import { emailDomain, isDisposableEmail, isFreeEmail } from './email.ts';
import { commonEmailDomains, editDistance, suggestEmail } from './email-suggest.ts';

describe('e-mail spelling helper', () => {
  it('compares with about 35 common mail domains', () => {
    expect(commonEmailDomains.length).toBeGreaterThanOrEqual(33);
    expect(commonEmailDomains.length).toBeLessThanOrEqual(37);
    expect(new Set(commonEmailDomains).size).toBe(commonEmailDomains.length);
  });

  it.each([
    ['kitten', 'sitting', 3],
    ['gmail.com', 'gmail.com', 0],
    ['gmial.com', 'gmail.com', 2],
    ['', 'abc', 3],
  ])('edit distance %s / %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it.each([
    ['john@gmail.com', []],
    ['john@GMAIL.com', []],
    ['john@gmail.con', ['john@gmail.com']],
    ['john@hotmial.com', ['john@hotmail.com']],
    ['john@yahoo.co', ['john@yahoo.com', 'john@yahoo.es']],
    ['maria@hotmail.e', ['maria@hotmail.es', 'maria@hotmail.com']],
    ['john@example-company-domain.org', []],
    ['john', []],
    ['@gmail.con', []],
  ])('%s -> %j', (value, suggestions) => {
    expect(suggestEmail(value).slice(0, suggestions.length)).toEqual(suggestions);
    if (suggestions.length === 0) expect(suggestEmail(value)).toEqual([]);
  });

  it('suggestions are sorted by distance and capped', () => {
    const list = suggestEmail('ann@gmal.cm', 10);
    const distances = list.map((s) => editDistance('gmal.cm', emailDomain(s)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d >= 1 && d <= 4)).toBe(true);
    expect(list[0]).toBe('ann@gmail.com');
    expect(suggestEmail('ann@gmal.cm')).toHaveLength(3);
  });

  it('the domain is the part after the last @', () => {
    expect(emailDomain('"a@b"@Mailinator.com')).toBe('mailinator.com');
    expect(emailDomain('nobody')).toBe('');
  });

  it('free e-mail block (kept as data, not used)', () => {
    expect(isFreeEmail('x@gmail.com')).toBe(true);
    expect(isFreeEmail('x@pronto.test')).toBe(false);
  });
});

describe('disposable e-mail providers (loaded on demand)', () => {
  it.each([
    ['someone@mailinator.com', true],
    ['someone@MAILINATOR.COM', true],
    ['x@gmail.com@mailinator.com', true],
    ['someone@mailinator.com@gmail.com', false],
    ['someone@gmail.com', false],
    ['someone@pronto.es', false],
    ['someone@sub.33mail.com', true],
    ['someone@a.b.33mail.com', true],
    ['someone@33mail.com', true],
    // A wildcard domain covers its sub-domains, not every name that ends with the same letters.
    ['someone@my33mail.com', false],
    ['no-at-sign', false],
  ])('%s disposable: %s', async (value, disposable) => {
    expect(await isDisposableEmail(value)).toBe(disposable);
  });
});
