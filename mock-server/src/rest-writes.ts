import { isDeepStrictEqual } from 'node:util';
import { CUSTOMER_UPDATE_FIELDS, type Role } from '@pronto/api';
import { normalizeCountry, type Context } from './context.ts';
import { ApiError, invalid } from './http.ts';
import { freeMobile } from './routes/customer-journeys.ts';
import type { CustomerRecord, RestCollection as Collection, Row } from './types.ts';

/** A customer's own details: what the console's customer edit (customer.customer.put) writes, their phone,
 *  addresses and contact preferences. */
const CUSTOMER_DETAILS = [...CUSTOMER_UPDATE_FIELDS, 'mobilePhone', 'customerAddress', 'communication'];

/**
 * What each role may write through /api/rest, per collection: an update (PUT, PATCH) and a create (POST).
 * The gate already keeps each role to the collections of its areas; these lists keep it to the fields
 * the spec's own edit calls write. A collection not listed may have any field its rows already have.
 */
const WRITABLE: Partial<Record<Collection, { update: Partial<Record<Role, readonly string[]>>; create: readonly string[] }>> = {
  customers: {
    update: { admin: CUSTOMER_DETAILS, agent: CUSTOMER_DETAILS },
    // A new customer's market is chosen when it is made; it is fixed afterwards.
    create: [...CUSTOMER_DETAILS, 'country'],
  },
  loans: { update: { admin: ['purpose'], agent: ['purpose'] }, create: ['customerId', 'amount', 'purpose'] },
  staff: {
    update: { admin: ['emailAddress', 'fullName', 'role', 'country', 'active', 'password'] },
    create: ['emailAddress', 'fullName', 'role', 'country', 'active', 'password'],
  },
};

/** Why a field is not written here, and what changes it instead (the spec's own calls). */
const DEDICATED: Partial<Record<Collection, Readonly<Record<string, string>>>> = {
  customers: {
    statuses: 'the status history changes through POST /api/customer/status',
    country: "a customer's market is fixed when the customer is created",
    blacklisted: 'use POST /api/customer/status/blacklist',
    vip: 'use POST /api/customer/status/vip',
    deleted: 'use POST /api/customer/softDelete or /api/customer/undelete',
    collectionStatus: 'use POST /api/customer/collectionStatus',
    pin: 'use POST /api/membership/pin or /api/membership/sendNewPin',
    emailVerified: 'it is set when the customer verifies the address',
    mobileVerifiedAt: 'it is set when the customer confirms the mobile with the PIN sent to it',
    createdAt: 'the server sets it',
  },
  loans: {
    customerId: 'a loan stays with the customer it was made for',
    status: 'use POST /api/loan/updateloanstatus',
    statusHistory: 'the status history changes through POST /api/loan/updateloanstatus',
    collectionStatus: 'use PUT /api/loan/updateLoanCollectionStatus',
    amount: "a loan's money changes only through the loan calls",
    installments: "a loan's money changes only through the loan calls",
    payments: "a loan's money changes only through the loan calls",
    country: "a loan's market is its customer's",
    application: "a loan's market is its customer's",
    issueDate: 'the server sets it when the loan is issued',
    createdAt: 'the server sets it',
  },
};

/** Fields any row of the list has. */
const fieldsOf = (rows: readonly Row[]) => new Set(rows.flatMap((row) => Object.keys(row)));

function refusal(name: Collection, field: string, known: boolean): ApiError {
  const why = DEDICATED[name]?.[field];
  if (why) return invalid(`${field} cannot be changed through /api/rest/${name}: ${why}.`);
  if (known) return invalid(`${field} cannot be changed through /api/rest/${name}.`);
  return invalid(`Unknown field "${field}": ${name} have no such field.`);
}

/**
 * Checks a simple-rest write's body (id already removed) against what the caller's role may write:
 * on an update a field outside the list passes only with the value it already holds (a client that
 * sends the whole record it read); anything else is refused with 422 naming the field and the call to
 * use. A customer's new mobile must be a mobile of the customer's market that no other customer has;
 * it is stored in the form spelling.
 */
export function checkRestWrite(ctx: Context, name: Collection, role: Role, body: Record<string, unknown>, current: Row | null): void {
  const rows = ctx.rows(name);
  const policy = WRITABLE[name];
  const allowed = policy ? new Set(current ? (policy.update[role] ?? []) : policy.create) : null;
  let known: Set<string> | null = null;
  for (const [field, value] of Object.entries(body)) {
    if (current && Object.hasOwn(current, field) && isDeepStrictEqual(current[field], value)) continue;
    if (allowed?.has(field)) continue;
    known ??= fieldsOf(rows);
    // A collection without a list takes any field its rows have (an empty one cannot tell).
    if (!allowed && (known.has(field) || rows.length === 0) && !DEDICATED[name]?.[field] && field !== 'createdAt') continue;
    throw refusal(name, field, known.has(field));
  }
  if (name === 'customers' && typeof body.mobilePhone === 'string' && current?.mobilePhone !== body.mobilePhone) {
    const customer = { id: current ? Number(current.id) : -1, country: normalizeCountry(current?.country ?? body.country) };
    const phone = freeMobile(ctx, body.mobilePhone, customer, (owner) =>
      invalid(`This mobile number is already registered to customer ${owner}.`, 'CustomerAlreadyRegistered'),
    );
    body.mobilePhone = phone;
    // The personal phone of the contact list is the same number (as the customer's own phone change keeps it).
    if (current && body.communication === undefined && Array.isArray(current.communication))
      body.communication = (current as unknown as CustomerRecord).communication.map((c) =>
        c.type === 'phone' && c.subType === 'personal' ? { ...c, value: phone } : c,
      );
  }
}
