import type { CreateParams, DataProvider, DeleteParams, RaRecord, UpdateParams } from 'react-admin';
import { rpc } from './rpc.ts';

/** The statuses a complaint case moves through (the mock refuses others). */
export const COMPLAINT_STATUSES = ['open', 'inProgress', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export interface ComplaintStatusChange {
  status: ComplaintStatus;
  createdAt: string;
  createdBy: string;
}

type CaseId = { complaintCaseId: number };

/** Complaint-case calls beyond the list (the list is the resource table's customer.complaintCases). */
export const complaintRpc = {
  changeComplaintStatus: (_: string, p: CaseId & { status: ComplaintStatus }) =>
    rpc<unknown>('customer.complaintCase/changeStatus', { data: p }),
  complaintHistory: (_: string, p: CaseId) => rpc<ComplaintStatusChange[]>('customer.complaintCase/history', { params: p, silent: true }),
};

/** Writes of complaint cases go through the catalogue calls (they keep the status history). */
export const complaintWrites = {
  create: (params: CreateParams) => rpc<RaRecord>('customer.complaintCase', { data: params.data }).then((data) => ({ data })),
  update: (params: UpdateParams) =>
    rpc<RaRecord>('customer.complaintCase.put', {
      data: { complaintCaseId: Number(params.id), subject: params.data.subject, description: params.data.description },
    }).then((data) => ({ data })),
  delete: (params: DeleteParams) =>
    rpc<RaRecord>('customer.complaintCase.delete', { params: { complaintCaseId: Number(params.id) } }).then((data) => ({ data })),
} satisfies Record<string, (params: never) => ReturnType<DataProvider['create']>>;
