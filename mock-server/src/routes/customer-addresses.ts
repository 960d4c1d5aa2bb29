import type { AddressEntry } from '@pronto/api';
import { extensionPostCodeRules, firstError } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { CustomerRecord } from '../types.ts';
import { optStr, str } from '../validate.ts';
import { trackCustomer } from './customer-operations.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, staffName } from './staff-helpers.ts';

const ADDRESS_TYPES = ['home', 'work'] as const;
/** The lines an address needs when it is added; a change may give any of them. */
const REQUIRED_LINES = ['street', 'houseNumber', 'town', 'postCode'] as const;
const OPTIONAL_LINES = ['county', 'building', 'flatNumber', 'companyName', 'district'] as const;
const LINE_MAX = 100;

function addressTypeOf(call: Call): AddressEntry['addressType'] {
  const type = str(call.body, 'addressType');
  if (!(ADDRESS_TYPES as readonly string[]).includes(type)) throw invalid(`addressType must be one of ${ADDRESS_TYPES.join(', ')}.`);
  return type as AddressEntry['addressType'];
}

/** The address lines given in the body, each at most 100 characters. */
function linesOf(call: Call, required: boolean): Partial<AddressEntry> {
  const lines: Record<string, string> = {};
  for (const field of [...REQUIRED_LINES, ...OPTIONAL_LINES]) {
    const value = required && (REQUIRED_LINES as readonly string[]).includes(field) ? str(call.body, field) : optStr(call.body, field);
    if (value === undefined) continue;
    if (value.length > LINE_MAX) throw invalid(`${field} must be at most ${LINE_MAX} characters.`);
    lines[field] = value;
  }
  return lines;
}

/**
 * The address with its postcode checked as the customer's own additional-info form checks it (ES: five
 * digits of the town's province) and written as the market writes it (UK upper case).
 */
function withPostCode(customer: CustomerRecord, address: AddressEntry): AddressEntry {
  const market = customer.country;
  const postCode = market === 'GB' ? address.postCode?.toUpperCase() : address.postCode;
  const message = firstError(postCode, extensionPostCodeRules(market), { ...address, postCode });
  if (message !== undefined) throw invalid(`postCode: ${message}`);
  return { ...address, postCode };
}

/** A customer's home and work addresses (one of each) and their contact entries, for the back office. */
export function registerCustomerAddressRoutes(routes: Routes, ctx: Context): void {
  const customerOf = (call: Call) => customerOr422(ctx, idFrom(call, 'customerId'));

  routes.id('customer.address', (call) => customerOf(call).customerAddress);

  routes.id('customer.address.post', (call) => {
    const customer = customerOf(call);
    const addressType = addressTypeOf(call);
    if (customer.customerAddress.some((a) => a.addressType === addressType))
      throw invalid(`Customer ${customer.id} already has a ${addressType} address: change it instead.`);
    const address = withPostCode(customer, { addressType, country: customer.country, ...linesOf(call, true) });
    trackCustomer(ctx, customer, 'customer.address.post', staffName(call), () => {
      customer.customerAddress = [...customer.customerAddress, address];
    });
    ctx.changed();
    return customer.customerAddress;
  });

  routes.id('customer.address.put', (call) => {
    const customer = customerOf(call);
    const addressType = addressTypeOf(call);
    const current = customer.customerAddress.find((a) => a.addressType === addressType);
    if (!current) throw invalid(`Customer ${customer.id} has no ${addressType} address: add one first.`);
    const lines = linesOf(call, false);
    if (Object.keys(lines).length === 0) throw invalid('Nothing to change: give at least one address line.');
    const changed: AddressEntry = { ...current, ...lines };
    // A stored postcode is checked again only when it or the town (its province in Spain) changes.
    const address = lines.postCode !== undefined || lines.town !== undefined ? withPostCode(customer, changed) : changed;
    trackCustomer(ctx, customer, 'customer.address.put', staffName(call), () => {
      customer.customerAddress = customer.customerAddress.map((a) => (a === current ? address : a));
    });
    ctx.changed();
    return customer.customerAddress;
  });

  routes.id('customer.communication', (call) => customerOf(call).communication);
}
