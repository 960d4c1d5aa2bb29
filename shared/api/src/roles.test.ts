import { describe, expect, it } from 'vitest';
import { canRole } from './roles.ts';
import type { Area, Role } from './types.ts';

const areas: Area[] = [
  'customers',
  'loans',
  'cards',
  'communication',
  'tickets',
  'collections',
  'content',
  'staff',
  'bank',
  'reports',
  'public',
];
const allowed: Record<Role, Area[]> = {
  admin: areas,
  agent: ['customers', 'loans', 'tickets', 'collections', 'public'],
  reporter: ['reports', 'public'],
};

describe('canRole', () => {
  for (const role of Object.keys(allowed) as Role[]) {
    it.each(areas)(`${role} and %s`, (area) => {
      expect(canRole(role, area)).toBe(allowed[role].includes(area));
    });
  }

  it('refuses an unknown role', () => {
    expect(canRole('guest' as Role, 'reports')).toBe(false);
    expect(canRole('toString' as Role, 'reports')).toBe(false);
  });
});
