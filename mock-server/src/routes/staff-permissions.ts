import { ROLE_AREAS, type Area, type Role } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { Row, StaffRecord, Versioned } from '../types.ts';
import { BUSINESS_OPERATIONS } from '../seed/admin-content.ts';
import { bool, list } from '../validate.ts';
import { bumpVersion, checkVersion, editorOf } from '../versions.ts';
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
 * An agent's operations are replaced as a whole; only known operations are accepted. The operations and the
 * live-chat switch are one permission set, edited in one form: each change of either is from the version
 * the edit started from (versions.ts), kept on the agent's camPermissions row.
 */
export function registerStaffPermissionRoutes(routes: Routes, ctx: Context): void {
  const agentOf = (call: Call): Member => {
    const staffId = idFrom(call, 'staffId');
    const member = ctx.staffById(staffId);
    if (!member) throw invalid(`Staff member ${staffId} does not exist.`);
    if (member.role !== 'agent') throw invalid(`${member.emailAddress} is not a collection agent.`);
    return member;
  };
  const permissionRow = (staffId: number): (Row & Versioned) | undefined => ctx.rows('camPermissions').find((p) => p.staffId === staffId);
  const agents = () => ctx.db.staff.filter((s) => s.role === 'agent') as Member[];
  /** The agent's permission set as last saved, checked against the version the call's edit started from. */
  const savedSet = (agent: Member, call: Call) => {
    const row = permissionRow(agent.id);
    checkVersion(row ?? {}, call.body, 'permission set', agent.country);
    return row;
  };
  /** Records a change of the permission set (its row made on the agent's first one). */
  const changeSet = (agent: Member, row: (Row & Versioned) | undefined, call: Call, change: (row: Row & Versioned) => void) => {
    const own: Row & Versioned = row ?? ctx.insert('camPermissions', { staffId: agent.id, operations: [] as unknown[] });
    change(own);
    bumpVersion(ctx, own, editorOf(call));
    ctx.changed();
  };
  // The agent with their permission set: its operations and the version staff edit it from.
  const view = (s: Member) => {
    const set = permissionRow(s.id);
    return {
      id: s.id,
      staffId: s.id,
      emailAddress: s.emailAddress,
      fullName: s.fullName,
      country: s.country,
      active: s.active,
      liveChat: s.liveChat === true,
      operations: (set?.operations as string[] | undefined) ?? [],
      version: set?.version,
      updatedAt: set?.updatedAt,
      updatedBy: set?.updatedBy,
    };
  };

  routes.id('membership.permissions', () => permissionList());
  routes.id('membership.camBusinessOperationPermissions', () => agents().map(view));
  routes.id('membership.setCamBusinessOperationPermission', (call) => {
    const agent = agentOf(call);
    const row = savedSet(agent, call);
    const operations = list(call.body, 'operations');
    for (const op of operations) {
      if (typeof op !== 'string' || !(BUSINESS_OPERATIONS as readonly string[]).includes(op)) {
        throw invalid(`${String(op)} is not a business operation; choose from ${BUSINESS_OPERATIONS.join(', ')}.`);
      }
    }
    const unique = [...new Set(operations as string[])];
    changeSet(agent, row, call, (own) => {
      own.operations = unique;
    });
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
    const row = savedSet(agent, call);
    const active = bool(call.body, 'active');
    if (active === undefined) throw invalid('active is required.');
    if (active && !agent.active) throw invalid(`${agent.emailAddress} is not active and cannot take live chats.`);
    changeSet(agent, row, call, () => {
      agent.liveChat = active;
    });
    return view(agent);
  });
}
