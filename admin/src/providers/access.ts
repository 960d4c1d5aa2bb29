import { areaOf, canRole, type Role } from '@pronto/api';

/** Whether a role may use a resource or page (the resource table's area); unknown names are refused. */
export function canAccessResource(role: Role | undefined, resource: string): boolean {
  const area = areaOf(resource);
  if (!role || !area) return false;
  return canRole(role, area);
}
