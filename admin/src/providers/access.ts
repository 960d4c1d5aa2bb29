import { areaOf, canRole, RESOURCE_CALL_AREAS, RESOURCES, type CallId, type ResourceCalls, type ResourceDef, type Role } from '@pronto/api';

/** react-admin's actions that write, and the resource table's call each one makes. */
const WRITES: Readonly<Record<string, keyof ResourceCalls>> = { create: 'create', edit: 'update', delete: 'delete' };

/**
 * Whether a role may make one of the resource table's calls: its catalogue area, read from the generated
 * table of those areas, not the catalogue, which the console's first screen does not load.
 */
function mayCall(role: Role, id: CallId): boolean {
  const area = RESOURCE_CALL_AREAS[id];
  return area !== undefined && canRole(role, area);
}

/**
 * Whether a role may use a resource or page (the resource table's area); unknown names are refused. The
 * resource's list call must be open to the role too (holidays are in the loans menu, but listing them is
 * an admin call: an agent was shown an empty list). For a write action (create, edit, delete), the call it
 * makes must exist and be open to the role: an agent reads loan products but changing one is an admin
 * call, so Edit is not offered.
 */
export function canAccessResource(role: Role | undefined, resource: string, action?: string): boolean {
  const area = areaOf(resource);
  if (!role || !area || !canRole(role, area)) return false;
  const def = (RESOURCES as Record<string, ResourceDef | undefined>)[resource];
  if (!def) return true;
  const read = def.calls.list ?? def.calls.one;
  if (read !== undefined && !mayCall(role, read)) return false;
  const kind = action === undefined ? undefined : WRITES[action];
  if (!kind) return true;
  const id = def.calls[kind];
  return id !== undefined && mayCall(role, id);
}
