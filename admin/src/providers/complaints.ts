import type { ComplaintStatus, RequestOf } from '@pronto/api';
import type { ResourceMethods } from './byResource.ts';
import { rpc } from './rpc.ts';

/** The statuses a complaint case moves through (the mock refuses others). */
export const COMPLAINT_STATUSES = ['open', 'inProgress', 'resolved', 'closed'] as const;
export type { ComplaintStatus, ComplaintStatusChange } from '@pronto/api';

type CaseId = { complaintCaseId: number };

/** Complaint-case calls beyond the list (the list is the resource table's customer.complaintCases). */
export const complaintRpc = {
  changeComplaintStatus: (_: string, p: CaseId & { status: ComplaintStatus }) => rpc('customer.complaintCase/changeStatus', { data: p }),
  complaintHistory: (_: string, p: CaseId) => rpc('customer.complaintCase/history', { params: p, silent: true }),
};

/** Writes of complaint cases go through the catalogue calls (they keep the status history). */
export const complaintCases: ResourceMethods = {
  // The case form's values: the form requires the customer and subject (react-admin types values loosely).
  create: (_, params) =>
    rpc('customer.complaintCase', { data: params.data as RequestOf<'customer.complaintCase'> }).then((data) => ({ data })),
  // With the version the edit started from (withVersions): a save over a newer one is refused (409).
  update: (_, params) => {
    const { subject, description, version } = params.data as { subject?: string; description?: string; version?: unknown };
    return rpc('customer.complaintCase.put', {
      data: { complaintCaseId: Number(params.id), subject, description, version: typeof version === 'number' ? version : undefined },
    }).then((data) => ({ data }));
  },
  delete: (_, params) =>
    rpc('customer.complaintCase.delete', { params: { complaintCaseId: Number(params.id) } }).then((data) => ({ data })),
};
