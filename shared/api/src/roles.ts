import type { Area, Role } from './types.ts';

/** Areas each staff role may use (common agreement; DESIGN.md "Auth"). Admin may use every area. */
export const ROLE_AREAS: Readonly<Record<Role, readonly Area[] | 'all'>> = {
  admin: 'all',
  agent: ['customers', 'loans', 'tickets', 'collections'],
  reporter: ['reports'],
};

/**
 * Whether a staff role may use an area: admin every area, agent customers, loans, tickets and
 * collections, reporter reports only. The `public` area is open to everyone. An unknown role may do nothing.
 */
export function canRole(role: Role, area: Area): boolean {
  if (!Object.hasOwn(ROLE_AREAS, role)) return false;
  const areas = ROLE_AREAS[role];
  return areas === 'all' || area === 'public' || areas.includes(area);
}
