import { describe, expect, it } from 'vitest';
import { isQueryObject, matchesSearch, parseJsonField } from './parseJson.ts';

describe('parseJsonField', () => {
  it('blank is no value', () => expect(parseJsonField('  ')).toEqual({ ok: true, value: undefined }));
  it('parses JSON', () => expect(parseJsonField('{"a":1}')).toEqual({ ok: true, value: { a: 1 } }));
  it('refuses broken JSON', () => expect(parseJsonField('{a:1}')).toEqual({ ok: false }));
});

describe('isQueryObject', () => {
  it('accepts an object, refuses arrays and scalars', () => {
    expect(isQueryObject({ q: 'x' })).toBe(true);
    expect(isQueryObject([1])).toBe(false);
    expect(isQueryObject('x')).toBe(false);
  });
});

describe('matchesSearch', () => {
  const entry = { id: 'loan.loanStatusHistory', path: '/api/loan/loanStatusHistory/{loanId}', summary: 'Status history of a loan' };
  it('matches every word anywhere', () => expect(matchesSearch(entry, 'LOAN history')).toBe(true));
  it('fails when one word is missing', () => expect(matchesSearch(entry, 'loan card')).toBe(false));
  it('an empty search matches', () => expect(matchesSearch(entry, '')).toBe(true));
});
