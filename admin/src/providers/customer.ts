import { CUSTOMER_UPDATE_FIELDS, type CustomerStatus, type CustomerUpdate, type SendSingleRequest } from '@pronto/api';
import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';
import { toSearchBody } from './search.ts';
import type { GetListParams, UpdateParams } from 'react-admin';
import { affiliateRpc, campaigns } from './affiliates.ts';
import { byResource, type ResourceMethods } from './byResource.ts';
import { complaintCases, complaintRpc } from './complaints.ts';

export type { Comment } from '@pronto/api';

type CustomerId = { customerId: number };
/** The reason an audited call carries to the audit trail (ConfirmWithReason asks for it). */
type Reason = { reason: string };

/**
 * The customer service's RPC calls; the first argument is the resource (combineDataProviders routes on it).
 * Read-only panel calls are `silent`: their failure shows in the panel and never signs the user out.
 */
export const customerRpc = {
  setCustomerStatus: (_: string, p: CustomerId & { status: CustomerStatus }) => rpc('customer.status.post', { data: p }),
  setBlacklisted: (_: string, { blacklisted, ...p }: CustomerId & Reason & { blacklisted: boolean }) =>
    rpc(blacklisted ? 'customer.blacklist/add' : 'customer.blacklist/remove', { data: p }),
  setVip: (_: string, p: CustomerId & { vip: boolean }) => rpc('customer.status/vip', { data: p }),
  setCollectionStatus: (_: string, p: CustomerId & { collectionStatus: string | null }) => rpc('customer.collectionStatus', { data: p }),
  softDelete: (_: string, p: CustomerId & Reason) => rpc('customer.softDelete', { data: p }),
  undelete: (_: string, p: CustomerId & Reason) => rpc('customer.undelete', { data: p }),
  verifyEmail: (_: string, p: CustomerId) => rpc('customer.verifyEmailByStaff', { data: p }),
  addComment: (_: string, p: CustomerId & { text: string }) => rpc('customer.comment.post', { data: p }),
  pinComment: (_: string, p: { commentId: number }) => rpc('customer.comment/pin', { data: p }),
  unpinComment: (_: string, p: { commentId: number }) => rpc('customer.comment/unpin', { data: p }),
  updateComment: (_: string, p: { commentId: number; text: string }) => rpc('customer.updateComment', { data: p }),
  getCreditLimit: (_: string, p: CustomerId) => rpc('customer.creditlimit', { params: p, silent: true }),
  getFinancialInfo: (_: string, p: CustomerId) => rpc('customer.getFinancialInfo', { params: p, silent: true }),
  getRisk: (_: string, p: CustomerId) => rpc('customer.credibility2', { params: p, silent: true }),
  getPhoneLogs: (_: string, p: CustomerId) => rpc('customer.phoneLogs', { params: p, silent: true }),
  customerAudit: (_: string, p: CustomerId) => rpc('customer.staff/audit', { params: p, silent: true }),
  morphTo: (_: string, { customerId, reason }: CustomerId & Reason) =>
    rpc('membership.morphTo', { vars: { customerId }, data: { reason } }),
  /** The templates that may go to the customer on a channel (its own and the customer's market). */
  customerTemplates: (_: string, p: CustomerId & { channel: 'sms' | 'email' }) => rpc('communication.customerTemplates', { params: p }),
  sendSms: (_: string, p: SendSingleRequest) => rpc('communication.SendSmsSingle', { data: p }),
  sendEmail: (_: string, p: SendSingleRequest) => rpc('communication.SendEmailSingle', { data: p }),
  /** The whole filtered list as CSV text (customer.searchForExportCSV). */
  exportCustomers: (_: string, p: Pick<GetListParams, 'filter' | 'sort'>) =>
    rpc('customer.searchForExportCSV', { data: toSearchBody({ ...p, pagination: { page: 1, perPage: 100000 } }) }),
};

/** The fields the customer.customer.put call changes (the contract's list). */
export const EDITABLE_FIELDS = CUSTOMER_UPDATE_FIELDS;

/**
 * react-admin's update params -> the body of customer.customer.put: the id, the editable fields only, and
 * the version the edit started from (the record read, `previousData`; 0 before the first edit), so a save
 * over someone else's newer one is refused (409).
 */
export function toCustomerUpdate(params: Pick<UpdateParams, 'id' | 'data'> & Partial<Pick<UpdateParams, 'previousData'>>): CustomerUpdate {
  // The edit form's values: the record's own fields (react-admin types them loosely).
  const data = params.data as Omit<CustomerUpdate, 'customerId'>;
  const body: CustomerUpdate = { customerId: Number(params.id) };
  const copy = <F extends (typeof EDITABLE_FIELDS)[number]>(field: F) => {
    if (data[field] !== undefined) body[field] = data[field];
  };
  for (const field of EDITABLE_FIELDS) copy(field);
  // Birth dates are stored as YYYY-MM-DDT12:00:00Z (models.ts); the date input gives YYYY-MM-DD.
  if (typeof body.birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.birthDate)) body.birthDate = `${body.birthDate}T12:00:00Z`;
  const version: unknown = params.previousData?.version ?? data.version;
  body.version = typeof version === 'number' ? version : 0;
  return body;
}

/** The resources of the customer service that write through calls of their own; the rest as the resource table says. */
const resources: Record<string, ResourceMethods> = {
  customers: { update: (_, params) => rpc('customer.customer.put', { data: toCustomerUpdate(params) }).then((data) => ({ data })) },
  complaintCases,
  campaigns,
};

/**
 * Customers: list through customer.search, one record through customer.customer, edits through
 * customer.customer.put; complaint cases and campaigns through their own calls; the other resources as
 * the resource table says.
 */
export const customerProvider = { ...byResource(table, resources), ...customerRpc, ...complaintRpc, ...affiliateRpc };
