import { describe, expect, it } from 'vitest';
import { canAccessResource } from './access.ts';

describe('canAccessResource', () => {
  it.each([
    ['admin', 'customers', true],
    ['admin', 'catalogue', true],
    ['admin', 'staff', true],
    ['agent', 'customers', true],
    ['agent', 'loans', true],
    ['agent', 'tickets', true],
    ['agent', 'collectionCompanies', true],
    ['agent', 'cards', false],
    ['agent', 'catalogue', false],
    ['agent', 'report', false],
    ['reporter', 'report', true],
    ['reporter', 'report-summary', true],
    ['reporter', 'customers', false],
    ['reporter', 'catalogue', false],
  ] as const)('%s on %s -> %s', (role, resource, expected) => {
    expect(canAccessResource(role, resource)).toBe(expected);
  });

  it('refuses unknown resources and a missing role', () => {
    expect(canAccessResource('admin', 'nope')).toBe(false);
    expect(canAccessResource(undefined, 'customers')).toBe(false);
  });
});
