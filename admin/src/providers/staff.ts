import type { CreateParams, DataProvider, UpdateParams } from 'react-admin';
import type { Approval } from '@pronto/api';
import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';
import { withStaffLists } from './staffLists.ts';

/** The staff list and agents' permission edits (staffLists.ts). */
const lists = withStaffLists(table);

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

/** A new staff member from the console is a collection agent (membership.cam); the answer carries its first password. */
const create = (async (resource: string, params: CreateParams) => {
  if (resource !== 'staff') return table.create(resource, params);
  // A field left empty is the API's to refuse with its name ('' and a missing field read the same there).
  const { emailAddress = '', fullName = '', country = '' } = params.data as Record<string, string | undefined>;
  return { data: await rpc('membership.cam', { data: { emailAddress, fullName, country } }) };
}) as DataProvider['create'];

/** Name, role and active through membership.updateMember; availability through its own call. */
const update = (async (resource: string, params: UpdateParams) => {
  if (resource !== 'staff') return lists.update(resource, params);
  const d = params.data as {
    fullName?: string;
    role?: string;
    active?: boolean;
    availableForLoans?: boolean;
    availableForTickets?: boolean;
  };
  const id = Number(params.id);
  await rpc('membership.updateMember', { data: { id, fullName: d.fullName, role: d.role, active: d.active } });
  const data = await rpc('membership.setAvailabilityForTicketAssign', {
    data: { staffId: id, availableForLoans: Boolean(d.availableForLoans), availableForTickets: Boolean(d.availableForTickets) },
  });
  return { data };
}) as DataProvider['update'];

export const staffProvider = { ...table, getList: lists.getList, create, update, ...staffRpc };
