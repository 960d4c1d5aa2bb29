import type { Approval } from '@pronto/api';
import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';
import { byResource, type ResourceMethods } from './byResource.ts';
import { camPermissions, staffList } from './staffLists.ts';

type StaffId = { staffId: number };

export type { MemberLogin, SuspectedLogin } from '@pronto/api';

/** Staff calls: passwords of collection agents, availability, member logins, suspected logins. */
export const staffRpc = {
  resetCamPassword: (_: string, p: StaffId & { reason: string }) => rpc('membership.resetCamPassword', { data: p }),
  memberLogins: (_: string, p: Partial<StaffId> = {}) => rpc('membership.memberLogins', { params: p, silent: true }),
  suspectedLogins: (_: string) => rpc('membership.suspectedLogins', { silent: true }),
  checkSuspectedLogin: (_: string, p: { id: number; related: boolean }) => rpc('membership.suspectedLoginRelationManualCheck', { data: p }),
  /** Four-eyes proposals (pending by default), newest first. */
  approvals: (_: string, p: { status?: Approval['status']; loanId?: number } = {}) =>
    rpc('membership.approvals', { params: p, silent: true }),
  decideApproval: (_: string, p: { approvalId: number; decision: 'approve' | 'reject'; reason: string }) =>
    rpc('membership.approval/decide', { data: p }),
};

/**
 * Staff: listed by membership.members; a new one from the console is a collection agent (membership.cam,
 * the answer carries its first password); name, role and active through membership.updateMember and
 * availability through its own call. Agents' permissions change through their own calls (staffLists.ts);
 * the other staff lists (permissions, online agents, company users) are the resource table's.
 */
const resources: Record<string, ResourceMethods> = {
  staff: {
    getList: staffList,
    create: async (_, params) => {
      // A field left empty is the API's to refuse with its name ('' and a missing field read the same there).
      const { emailAddress = '', fullName = '', country = '' } = params.data as Record<string, string | undefined>;
      return { data: await rpc('membership.cam', { data: { emailAddress, fullName, country } }) };
    },
    update: async (_, params) => {
      const d = params.data as {
        fullName?: string;
        role?: string;
        active?: boolean;
        availableForLoans?: boolean;
        availableForTickets?: boolean;
      };
      const id = Number(params.id);
      // The version the edit started from (0 before the first edit): a save over a newer one is refused (409).
      const from: unknown = (params.previousData as { version?: unknown } | undefined)?.version;
      const version = typeof from === 'number' ? from : 0;
      await rpc('membership.updateMember', { data: { id, fullName: d.fullName, role: d.role, active: d.active, version } });
      const data = await rpc('membership.setAvailabilityForTicketAssign', {
        data: { staffId: id, availableForLoans: Boolean(d.availableForLoans), availableForTickets: Boolean(d.availableForTickets) },
      });
      return { data };
    },
  },
  camPermissions,
};

export const staffProvider = { ...byResource(table, resources), ...staffRpc };
