import type { CustomerStatus } from '@pronto/api';
import { CUSTOMER_STAGES as STAGES, currentStatus, isReadOnlyStatus, SUB_STATUSES } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { CustomerRecord } from '../types.ts';
import { optStr, str } from '../validate.ts';
import { recordOperation, trackCustomer } from './customer-operations.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, newest, staffName } from './staff-helpers.ts';

type Stage = (typeof STAGES)[number];
const SETTABLE: readonly Stage[] = ['phoneConfirmation', 'personalDetails', 'loanApplication', 'review'];

/** The stage a status means, when staff set none. */
const STAGE_OF: Record<CustomerStatus, Stage> = {
  new: 'phoneConfirmation',
  preRegistered: 'personalDetails',
  registered: 'loanApplication',
  systemApproved: 'review',
  securityChecked: 'review',
  waiting: 'review',
  approved: 'customer',
  internalCollection: 'customer',
  externalCollection: 'customer',
  legal: 'customer',
  declined: 'declined',
  closed: 'closed',
};

export const SUB_STATUSES_COLLECTION = 'customerSubStatuses';

/** "Promise to pay", "promise-to-pay" or "promiseToPay": the code word of a list, or undefined. */
function codeWord<T extends string>(typed: string, words: readonly T[]): T | undefined {
  const plain = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  return words.find((w) => plain(w) === plain(typed));
}

/**
 * A customer's application stage: the one staff set, while the customer keeps the status it was set
 * under; otherwise the stage the current status means.
 */
export function stageOf(customer: CustomerRecord) {
  const status = currentStatus(customer) ?? 'new';
  const set = customer.stage && customer.stage.status === status ? customer.stage : null;
  return {
    customerId: customer.id,
    status,
    stage: set?.stage ?? STAGE_OF[status],
    setBy: set?.setBy ?? null,
    setAt: set?.setAt ?? null,
  };
}

/** Sub-statuses (added, listed) and the application stage (read, set) of a customer. */
export function registerCustomerStageRoutes(routes: Routes, ctx: Context): void {
  const customerOf = (call: Call) => customerOr422(ctx, idFrom(call, 'customerId'));
  const subStatusesOf = (customerId: number) => newest(ctx.rows(SUB_STATUSES_COLLECTION).filter((r) => r.customerId === customerId));

  routes.id('customer.subStatus.get', (call) => subStatusesOf(customerOf(call).id));

  routes.id('customer.subStatus', (call) => {
    const customer = customerOf(call);
    const typed = str(call.body, 'subStatus');
    const subStatus = codeWord(typed, SUB_STATUSES);
    if (!subStatus) throw invalid(`Unknown sub-status "${typed}": use one of ${SUB_STATUSES.join(', ')}.`);
    const note = optStr(call.body, 'note') ?? '';
    if (note.length > 500) throw invalid('note must be at most 500 characters.');
    const status = currentStatus(customer) ?? 'new';
    const latest = subStatusesOf(customer.id)[0];
    if (latest?.subStatus === subStatus && latest.status === status)
      throw invalid(`Customer ${customer.id} already has the sub-status ${subStatus}.`);
    const by = staffName(call);
    const row = ctx.insert(SUB_STATUSES_COLLECTION, {
      customerId: customer.id,
      status,
      subStatus,
      note,
      createdAt: ctx.nowIso(),
      createdBy: by,
    });
    recordOperation(ctx, customer.id, 'customer.subStatus', by, [
      { field: 'subStatus', before: latest?.subStatus ?? null, after: subStatus },
    ]);
    return row;
  });

  routes.id('customer.customerStage', (call) => stageOf(customerOf(call)));

  routes.id('customer.customerStage.post', (call) => {
    const customer = customerOf(call);
    const typed = str(call.body, 'stage');
    const stage = codeWord(typed, STAGES);
    if (!stage || !SETTABLE.includes(stage)) throw invalid(`Unknown stage "${typed}": use one of ${SETTABLE.join(', ')}.`);
    const status = currentStatus(customer) ?? 'new';
    if (isReadOnlyStatus(status)) throw invalid(`Customer ${customer.id} is ${status}: their stage follows their status.`);
    if (stageOf(customer).stage === stage) throw invalid(`Customer ${customer.id} is already at the stage ${stage}.`);
    trackCustomer(ctx, customer, 'customer.customerStage.post', staffName(call), () => {
      customer.stage = { stage, status, setAt: ctx.nowIso(), setBy: staffName(call) };
    });
    ctx.changed();
    return stageOf(customer);
  });
}
