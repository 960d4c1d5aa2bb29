import simpleRestProvider from 'ra-data-simple-rest';
import type { CustomerStatus } from '@pronto/api';
import { httpClient, REST_URL } from './http.ts';
import { IDS } from './ids.ts';
import { searchLists } from './listing.ts';
import { rpc } from './rpc.ts';
import { toSearchBody } from './search.ts';
import type { GetListParams } from 'react-admin';

const rest = simpleRestProvider(REST_URL, httpClient);

export interface Comment {
  id: number;
  customerId: number;
  text: string;
  pinned: boolean;
  createdAt: string;
  createdBy?: string;
}

type CustomerId = { customerId: number };

/**
 * The customer service's RPC calls; the first argument is the resource (combineDataProviders routes on it).
 * Read-only panel calls are `silent`: their failure shows in the panel and never signs the user out.
 */
export const customerRpc = {
  setCustomerStatus: (_: string, p: CustomerId & { status: CustomerStatus }) => rpc<unknown>(IDS.customerStatus, { data: p }),
  setBlacklisted: (_: string, { blacklisted, ...p }: CustomerId & { blacklisted: boolean }) =>
    rpc<unknown>(blacklisted ? IDS.blacklistAdd : IDS.blacklistRemove, { data: p }),
  setVip: (_: string, p: CustomerId & { vip: boolean }) => rpc<unknown>(IDS.vip, { data: p }),
  setCollectionStatus: (_: string, p: CustomerId & { collectionStatus: string | null }) => rpc<unknown>(IDS.collectionStatus, { data: p }),
  softDelete: (_: string, p: CustomerId) => rpc<unknown>(IDS.softDelete, { data: p }),
  undelete: (_: string, p: CustomerId) => rpc<unknown>(IDS.undelete, { data: p }),
  verifyEmail: (_: string, p: CustomerId) => rpc<unknown>(IDS.verifyEmail, { params: p }),
  getComments: (_: string, p: CustomerId) => rpc<Comment[]>(IDS.comments, { params: p }),
  addComment: (_: string, p: CustomerId & { text: string }) => rpc<Comment>(IDS.addComment, { data: p }),
  pinComment: (_: string, p: { commentId: number }) => rpc<Comment>(IDS.pinComment, { data: p }),
  unpinComment: (_: string, p: { commentId: number }) => rpc<Comment>(IDS.unpinComment, { data: p }),
  updateComment: (_: string, p: { commentId: number; text: string }) => rpc<Comment>(IDS.updateComment, { data: p }),
  getCreditLimit: (_: string, p: CustomerId) => rpc<unknown>(IDS.creditLimit, { params: p, silent: true }),
  getFinancialInfo: (_: string, p: CustomerId) => rpc<unknown>(IDS.financialInfo, { params: p, silent: true }),
  getRisk: (_: string, p: CustomerId) => rpc<unknown>(IDS.risk, { params: p, silent: true }),
  getPhoneLogs: (_: string, p: CustomerId) => rpc<unknown>(IDS.phoneLogs, { params: p, silent: true }),
  morphTo: (_: string, p: CustomerId) => rpc<{ token: string }>(IDS.morphTo, { vars: p }),
  sendSms: (_: string, p: CustomerId & { templateId: number }) => rpc<unknown>(IDS.sendSms, { data: p }),
  sendEmail: (_: string, p: CustomerId & { templateId: number }) => rpc<unknown>(IDS.sendEmail, { data: p }),
  /** The whole filtered list as CSV text (customer.searchForExportCSV). */
  exportCustomers: (_: string, p: Pick<GetListParams, 'filter' | 'sort'>) =>
    rpc<string>(IDS.customerExport, { data: toSearchBody({ ...p, pagination: { page: 1, perPage: 100000 } }) }),
};

/** Customers list through customer.search; one record, update and the related collections through simple-rest. */
export const customerProvider = { ...rest, ...searchLists({ customers: IDS.customerSearch }, rest), ...customerRpc };
