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
    ['agent', 'holidays', false],
    ['agent', 'loanDefinitions', true],
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

describe('canAccessResource with an action (what a role may not do is not offered)', () => {
  it.each([
    // Loan products are read by agents and changed by admins only (the change is an admin call).
    ['agent', 'loanDefinitions', 'list', true],
    ['agent', 'loanDefinitions', 'edit', false],
    // Holidays, freeze days and discount rules are listed by admin calls: not an agent's screens at all.
    ['agent', 'holidays', 'list', false],
    ['agent', 'holidays', 'create', false],
    ['agent', 'freezeDays', 'list', false],
    ['agent', 'discountRules', 'list', false],
    ['agent', 'discountRules', 'delete', false],
    ['admin', 'holidays', 'create', true],
    ['admin', 'discountRules', 'delete', true],
    // An agent's own work: comments on customers.
    ['agent', 'customers', 'edit', true],
    // No call for it, so nobody is offered it.
    ['admin', 'customers', 'create', false],
    ['admin', 'customers', 'delete', false],
  ] as const)('%s on %s, %s -> %s', (role, resource, action, expected) => {
    expect(canAccessResource(role, resource, action)).toBe(expected);
  });

  it('pages and actions without a call of their own follow the area', () => {
    expect(canAccessResource('reporter', 'report-summary', 'list')).toBe(true);
    expect(canAccessResource('agent', 'customers', 'export')).toBe(true);
  });
});
