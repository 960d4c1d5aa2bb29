import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { CustomerRecord, Row, Versioned } from '../types.ts';
import { optStr, str } from '../validate.ts';
import { bumpVersion, checkVersion, editorCountry, editorOf } from '../versions.ts';
import { staffView } from './customer-staff.ts';
import { trackCustomer } from './customer-operations.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, rowOr422, staffName } from './staff-helpers.ts';

const GROUPS = 'customerGroups';
/** The group every new customer starts in (registration), and goes back to when taken out of another. */
export const DEFAULT_GROUP = 'standard';
const NAME_MAX = 50;
export const GROUP_STATUSES = ['active', 'inactive'] as const;

/**
 * Customer groups (pricing and treatment tiers: standard, gold, partner): a customer is in one group,
 * kept by name on the customer (`group`, as the console shows and edits it), with a status in it
 * (`groupStatus`). Taken out of a group, a customer goes back to the default group (docs/decisions.md).
 */
export function registerCustomerGroupRoutes(routes: Routes, ctx: Context): void {
  const groups = () => ctx.rows(GROUPS);
  const members = (name: unknown) => ctx.db.customers.filter((c) => !c.deleted && c.group === name);
  const view = (group: Row) => ({ ...group, members: members(group.name).length });
  // Seeded members were never given a status: a customer is active in their group until staff say otherwise.
  const memberView = (c: CustomerRecord) => ({ ...staffView(c), groupStatus: c.groupStatus ?? 'active' });
  const groupOf = (call: Call, field: string) => rowOr422(ctx, GROUPS, idFrom(call, field), 'Customer group');

  /** A new or changed group name: 2 to 50 characters, unique whatever the case. */
  const checkedName = (value: string, own?: Row) => {
    if (value.length < 2 || value.length > NAME_MAX) throw invalid(`name must be 2 to ${NAME_MAX} characters.`);
    const taken = groups().find((g) => g !== own && String(g.name).toLowerCase() === value.toLowerCase());
    if (taken) throw invalid(`A customer group named "${String(taken.name)}" already exists.`);
    return value;
  };
  const description = (call: Call) => {
    if (call.body.description === '') return '';
    const text = optStr(call.body, 'description');
    if (text !== undefined && text.length > 200) throw invalid('description must be at most 200 characters.');
    return text;
  };
  const isDefault = (group: Row) => group.name === DEFAULT_GROUP;

  routes.id('customer.groups', () => groups().map(view));

  routes.id('customer.group.post', (call) => {
    const name = checkedName(str(call.body, 'name'));
    const group = ctx.insert(GROUPS, {
      name,
      description: description(call) ?? '',
      createdAt: ctx.nowIso(),
      createdBy: staffName(call),
    });
    return view(group);
  });

  // Only the name and description change; the console sends the whole row back (members included), and the
  // version its edit started from (a group has no market: the editor's clock tells when).
  routes.id('customer.group', (call) => {
    const group = groupOf(call, 'id');
    checkVersion(group as Versioned, call.body, 'customer group', editorCountry(call));
    const name = optStr(call.body, 'name');
    const text = description(call);
    if (name !== undefined && name !== group.name) {
      if (isDefault(group)) throw invalid(`The ${DEFAULT_GROUP} group is where new customers start; it cannot be renamed.`);
      checkedName(name, group);
      for (const c of ctx.db.customers.filter((x) => x.group === group.name)) c.group = name;
      group.name = name;
    }
    if (text !== undefined) group.description = text;
    bumpVersion(ctx, group as Versioned, editorOf(call));
    ctx.changed();
    return view(group);
  });

  routes.id('customer.group.delete', (call) => {
    const group = groupOf(call, 'id');
    if (isDefault(group)) throw invalid(`The ${DEFAULT_GROUP} group is where new customers start; it cannot be deleted.`);
    const count = members(group.name).length;
    if (count > 0)
      throw invalid(
        `The group "${String(group.name)}" still has ${count} customer${count === 1 ? '' : 's'}: move them to another group first.`,
      );
    groups().splice(groups().indexOf(group), 1);
    ctx.changed();
    return group;
  });

  routes.id('customer.getCustomerByGroupId', (call) => {
    const group = groupOf(call, 'groupId');
    return members(group.name).map(memberView);
  });

  const customerIn = (call: Call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const group = groupOf(call, 'groupId');
    return { customer, group };
  };
  const notIn = (customer: CustomerRecord, group: Row) => invalid(`Customer ${customer.id} is not in the group "${String(group.name)}".`);

  routes.id('customer.addCustomerToGroup', (call) => {
    const { customer, group } = customerIn(call);
    if (customer.group === group.name) throw invalid(`Customer ${customer.id} is already in the group "${String(group.name)}".`);
    trackCustomer(ctx, customer, 'customer.addCustomerToGroup', staffName(call), () => {
      customer.group = String(group.name);
      customer.groupStatus = 'active';
    });
    ctx.changed();
    return memberView(customer);
  });

  routes.id('customer.removeCustomerFromGroup', (call) => {
    const { customer, group } = customerIn(call);
    if (customer.group !== group.name) throw notIn(customer, group);
    if (isDefault(group))
      throw invalid(
        `Every customer is in a group and ${DEFAULT_GROUP} is the default: add customer ${customer.id} to another group instead.`,
      );
    trackCustomer(ctx, customer, 'customer.removeCustomerFromGroup', staffName(call), () => {
      customer.group = DEFAULT_GROUP;
      customer.groupStatus = 'active';
    });
    ctx.changed();
    return memberView(customer);
  });

  routes.id('customer.customerGroupStatus', (call) => {
    const { customer, group } = customerIn(call);
    const status = str(call.body, 'status');
    if (!(GROUP_STATUSES as readonly string[]).includes(status)) throw invalid(`status must be one of ${GROUP_STATUSES.join(', ')}.`);
    if (customer.group !== group.name) throw notIn(customer, group);
    trackCustomer(ctx, customer, 'customer.customerGroupStatus', staffName(call), () => {
      customer.groupStatus = status as (typeof GROUP_STATUSES)[number];
    });
    ctx.changed();
    return memberView(customer);
  });
}
