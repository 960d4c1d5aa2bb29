import { ROLE_AREAS, type Area, type Role } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { StaffRecord } from '../types.ts';
import { BUSINESS_OPERATIONS } from '../seed/admin-content.ts';
import { bool, list } from '../validate.ts';
import type { Routes } from './define.ts';
import { idFrom } from './staff-helpers.ts';

const AREAS: Area[] = ['customers', 'loans', 'cards', 'communication', 'tickets', 'collections', 'content', 'staff', 'bank', 'reports'];
const ROLES = Object.keys(ROLE_AREAS) as Role[];

type Member = StaffRecord & { liveChat?: boolean };

/** The permission list: each staff area with the roles that may use it, then the business operations of agents. */
export function permissionList() {
  const areas = AREAS.map((area) => ({
    id: `area.${area}`,
    kind: 'area',
    name: area,
    roles: ROLES.filter((role) => {
      const allowed = ROLE_AREAS[role];
      return allowed === 'all' || allowed.includes(area);
    }),
  }));
  const operations = BUSINESS_OPERATIONS.map((op) => ({ id: `operation.${op}`, kind: 'businessOperation', name: op, roles: ['admin'] }));
  return [...areas, ...operations];
}

/**
 * Business-operation permissions of the collection agents (cams), online agents, live-chat control.
 * An agent's operations are replaced as a whole; only known operations are accepted.
 */
export function registerStaffPermissionRoutes(routes: Routes, ctx: Context): void {
  const agentOf = (call: Call): Member => {
    const staffId = idFrom(call, 'staffId');
    const member = ctx.staffById(staffId);
    if (!member) throw invalid(`Staff member ${staffId} does not exist.`);
    if (member.role !== 'agent') throw invalid(`${member.emailAddress} is not a collection agent.`);
    return member;
  };
  const operationsOf = (staffId: number) =>
    (ctx.rows('camPermissions').find((p) => p.staffId === staffId)?.operations as string[] | undefined) ?? [];
  const agents = () => ctx.db.staff.filter((s) => s.role === 'agent') as Member[];
  const view = (s: Member) => ({
    id: s.id,
    staffId: s.id,
    emailAddress: s.emailAddress,
    fullName: s.fullName,
    country: s.country,
    active: s.active,
    liveChat: s.liveChat === true,
    operations: operationsOf(s.id),
  });

  routes.id('membership.permissions', () => permissionList());
  routes.id('membership.camBusinessOperationPermissions', () => agents().map(view));
  routes.id('membership.setCamBusinessOperationPermission', (call) => {
    const agent = agentOf(call);
    const operations = list(call.body, 'operations');
    for (const op of operations) {
      if (typeof op !== 'string' || !(BUSINESS_OPERATIONS as readonly string[]).includes(op)) {
        throw invalid(`${String(op)} is not a business operation; choose from ${BUSINESS_OPERATIONS.join(', ')}.`);
      }
    }
    const unique = [...new Set(operations as string[])];
    const row = ctx.rows('camPermissions').find((p) => p.staffId === agent.id);
    if (row) {
      row.operations = unique;
      row.updatedAt = ctx.nowIso();
      ctx.changed();
    } else ctx.insert('camPermissions', { staffId: agent.id, operations: unique, updatedAt: ctx.nowIso() });
    return view(agent);
  });
  // Online: an active agent holding a staff token that has not expired.
  routes.id('membership.onlineCamsBOPs', () => {
    const now = ctx.nowIso();
    const online = new Map<number, string>();
    for (const t of ctx.db.tokens)
      if (t.kind === 'staff' && t.expires > now && (online.get(t.subjectId) ?? '') < t.createdAt) online.set(t.subjectId, t.createdAt);
    return agents().flatMap((s) => {
      const since = online.get(s.id);
      return s.active && since ? [{ ...view(s), since }] : [];
    });
  });
  routes.id('membership.liveChatAgentControl', (call) => {
    const agent = agentOf(call);
    const active = bool(call.body, 'active');
    if (active === undefined) throw invalid('active is required.');
    if (active && !agent.active) throw invalid(`${agent.emailAddress} is not active and cannot take live chats.`);
    agent.liveChat = active;
    ctx.changed();
    return view(agent);
  });
}
