import {
  CUSTOMER_UPDATE_FIELDS,
  type BankAccountRecord,
  type Comment,
  type ComplaintCase,
  type ComplaintStatus,
  type ComplaintStatusChange,
  type CustomerStatus,
  type RiskScore,
} from '@pronto/api';
import { csvText, currentStatus, firstError, isCustomerStatus, staffCustomerRules, successfulRepaidLoans } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, isObject, type Call } from '../http.ts';
import { publicRow } from '../sanitize.ts';
import { storedText, type CustomerRecord, type Row } from '../types.ts';
import { bool, id, list, optStr, str } from '../validate.ts';
import { credibilityOf } from './credibility.ts';
import { staffCreditLimit } from './credit-limits.ts';
import { daysPastDue, overrideOf } from './collection-status.ts';
import type { Routes } from './define.ts';
import {
  chosen,
  customerOr422,
  idFrom,
  loanOr422,
  newest,
  rowOr422,
  searchBody,
  sortAndPage,
  staffFullName,
  staffName,
} from './staff-helpers.ts';
import { bumpVersion, checkVersion, editorOf } from '../versions.ts';

/** A customer row for the back office: the stored record without secrets, plus its current status. */
export const staffView = (c: CustomerRecord) => ({ ...publicRow(c), status: currentStatus(c) ?? null });

function matches(c: CustomerRecord, q: string): boolean {
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return (
    `${c.firstName} ${c.lastName}`.toLowerCase().includes(q) ||
    storedText(c.emailAddress).toLowerCase().includes(q) ||
    String(c.additionalField ?? '')
      .toLowerCase()
      .includes(q) ||
    (digits.length >= 3 && storedText(c.mobilePhone).replace(/\D/g, '').includes(digits.replace(/^0/, ''))) ||
    String(c.id) === q
  );
}

function filtered(ctx: Context, body: Record<string, unknown>) {
  const s = searchBody(body);
  const f = s.filter;
  const rows = ctx.db.customers.filter((c) => {
    if (f.deleted !== true && c.deleted) return false;
    if (f.status && currentStatus(c) !== f.status) return false;
    if (f.country && c.country !== f.country) return false;
    if (f.blacklisted !== undefined && c.blacklisted !== f.blacklisted) return false;
    if (f.vip !== undefined && c.vip !== f.vip) return false;
    if (f.id !== undefined && (Array.isArray(f.id) ? !f.id.map(Number).includes(c.id) : Number(f.id) !== c.id)) return false;
    return matches(c, s.q);
  });
  return { s, rows };
}

/** The collection field's values (collection-status.ts sets the same from the arrears rule). */
const COLLECTION_FIELDS = ['internal', 'external', 'legal'];

/** The text fields of customer.customer.put (the income is checked as a number on its own). */
const UPDATABLE = CUSTOMER_UPDATE_FIELDS.filter((f) => f !== 'monthlyIncome');

function setStatus(ctx: Context, c: CustomerRecord, status: CustomerStatus, by: string) {
  c.statuses.push({ status, createdAt: ctx.nowIso(), createdBy: by });
  ctx.changed();
}

export function registerCustomerStaff(routes: Routes, ctx: Context): void {
  const loansOf = (customerId: number) => ctx.db.loans.filter((l) => l.customerId === customerId);
  const search = ({ body }: { body: Record<string, unknown> }) => {
    const { s, rows } = filtered(ctx, body);
    const result = sortAndPage(
      rows,
      s,
      (c, field) =>
        field === 'status' ? currentStatus(c) : field === 'name' ? `${c.lastName} ${c.firstName}` : (c as unknown as Row)[field],
      ['status', 'name'],
    );
    return { items: result.items.map(staffView), total: result.total };
  };
  routes.id('customer.search', search, { readOnly: true });
  routes.id('customer.searchBySP', search, { readOnly: true });
  routes.id(
    'customer.searchForExportCSV',
    ({ body }) => {
      const { rows } = filtered(ctx, body);
      return csvText(
        ['id', 'firstName', 'lastName', 'country', 'mobilePhone', 'emailAddress', 'status', 'createdAt'],
        rows.map((c) => [c.id, c.firstName, c.lastName, c.country, c.mobilePhone, c.emailAddress, currentStatus(c), c.createdAt]),
      );
    },
    { readOnly: true },
  );

  routes.id('customer.customer', (call) => staffView(customerOr422(ctx, idFrom(call, 'customerId'))));
  routes.id('customer.customer.put', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    const body = call.body;
    // An edit started from an older version is refused (409, who and when) before anything else is judged.
    checkVersion(c, body, 'customer', c.country);
    // The console's own form rules (@pronto/domain staffCustomerRules: names as the customer's own forms,
    // e-mail, income a number not below 0), checked before anything is written, so a refused change
    // leaves the customer as it was.
    const rules = staffCustomerRules(c.country);
    for (const field of ['firstName', 'lastName', 'emailAddress', 'monthlyIncome'] as const) {
      if (body[field] === undefined) continue;
      const message = firstError(body[field], rules[field] ?? [], body);
      if (message !== undefined) throw invalid(`${field}: ${message}`);
    }
    optStr(body, 'emailAddress'); // text or absent (422 otherwise)
    const income = body.monthlyIncome === undefined ? undefined : Number(body.monthlyIncome);
    const addresses = body.customerAddress === undefined ? undefined : list(body, 'customerAddress');
    const communication = body.communication === undefined ? undefined : list(body, 'communication');
    // A customer moves only into a group that exists (customer-groups.ts); the console sends the current one back unchanged.
    const group = optStr(body, 'group');
    if (group !== undefined && group !== c.group && !ctx.rows('customerGroups').some((g) => g.name === group))
      throw invalid(`Unknown customer group "${group}".`);
    // The audit trail records each field it changes, before and after (audit.ts RECORDED); the customer's
    // operations and field changes read it from there (customer-operations.ts).
    for (const field of UPDATABLE) {
      const value = optStr(body, field);
      if (value !== undefined) (c as unknown as Record<string, unknown>)[field] = value;
    }
    if (income !== undefined) c.monthlyIncome = income;
    if (addresses) c.customerAddress = addresses.filter(isObject) as unknown as CustomerRecord['customerAddress'];
    if (communication) c.communication = communication.filter(isObject) as unknown as CustomerRecord['communication'];
    bumpVersion(ctx, c, staffFullName(call));
    ctx.changed();
    return staffView(c);
  });

  routes.id('customer.status', (call) => customerOr422(ctx, idFrom(call, 'customerId')).statuses);
  // A status against the arrears rule (collection-status.ts) is an override: it needs a reason, kept on the customer.
  const staffStatus = (call: Call, customers: CustomerRecord[]) => {
    const status = str(call.body, 'status');
    if (!isCustomerStatus(status)) throw invalid(`Unknown status "${status}".`);
    const reason = optStr(call.body, 'reason')?.trim() ?? '';
    const overrides = customers.map((c) => overrideOf(ctx, c, status, staffName(call), reason));
    customers.forEach((c, i) => {
      c.collectionOverride = overrides[i] ?? null;
      setStatus(ctx, c, status, staffName(call));
    });
    return customers.map(staffView);
  };
  routes.id(
    'customer.status.post',
    (call) => staffStatus(call, [customerOr422(ctx, idFrom(call, 'customerId'))])[0] as ReturnType<typeof staffView>,
  );
  // Many customers at once (the customer list's selection): every id is checked before any changes.
  routes.id('customer.bulk/status', (call) => {
    return staffStatus(
      call,
      chosen(call.body, 'customerIds', 'customer').map((v) => customerOr422(ctx, id(v, 'customerIds'))),
    );
  });
  routes.id('customer.collectionStatus', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    const value = call.body.collectionStatus;
    // The console filters on these three (none is null): any other word would hide the customer from every filter.
    if (value !== null && value !== '' && !COLLECTION_FIELDS.includes(String(value)))
      throw invalid('collectionStatus must be internal, external, legal or null.');
    c.collectionStatus = value === '' || value === null ? null : String(value);
    ctx.changed();
    return staffView(c);
  });
  // Setting a flag to what it is already is refused: the audit trail would keep a change that never happened.
  const blacklist = (value: boolean | null) => (call: Parameters<Parameters<Routes['id']>[1]>[0]) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    const next = value ?? bool(call.body, 'blacklisted') ?? true;
    if (c.blacklisted === next) throw invalid(`Customer ${c.id} is ${next ? 'already' : 'not'} on the blacklist.`);
    c.blacklisted = next;
    ctx.changed();
    return staffView(c);
  };
  routes.id('customer.status/blacklist', blacklist(null));
  routes.id('customer.blacklist/add', blacklist(true));
  routes.id('customer.blacklist/remove', blacklist(false));
  routes.id('customer.status/vip', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    c.vip = bool(call.body, 'vip') ?? true;
    ctx.changed();
    return staffView(c);
  });
  for (const [entryId, status, collection] of [
    ['customer.status/externalCollection', 'externalCollection', 'external'],
    ['customer.status/legalCollection', 'legal', 'legal'],
  ] as const) {
    routes.id(entryId, (call) => {
      const c = customerOr422(ctx, idFrom(call, 'customerId'));
      // A collection hands on a debt: a customer with nothing past due has none to hand on.
      if (daysPastDue(loansOf(c.id), ctx.now()) === 0)
        throw invalid(`Customer ${c.id} has no overdue loan: only a customer in arrears goes to collection.`);
      setStatus(ctx, c, status, staffName(call));
      c.collectionStatus = collection;
      return staffView(c);
    });
  }
  routes.id('customer.softDelete', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    if (c.deleted) throw invalid(`Customer ${c.id} is already deleted.`);
    c.deleted = true;
    ctx.changed();
    return staffView(c);
  });
  // Staff marks the work e-mail verified without the code (the admin's "Verify e-mail").
  routes.id('customer.verifyEmailByStaff', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    if (c.emailVerified) throw invalid(`Customer ${c.id}'s e-mail is already verified.`);
    c.emailVerified = true;
    c.workEmailVerifyCode = undefined;
    ctx.changed();
    return staffView(c);
  });
  routes.id('customer.undelete', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    if (!c.deleted) throw invalid(`Customer ${c.id} is not deleted.`);
    c.deleted = false;
    ctx.changed();
    return staffView(c);
  });

  // comments: pinned first, newest first
  const commentsOf = (customerId: number) =>
    newest(ctx.rows<Comment>('comments').filter((r) => r.customerId === customerId)).sort(
      (a, b) => Number(b.pinned === true) - Number(a.pinned === true),
    );
  routes.id('customer.comment', (call) => commentsOf(customerOr422(ctx, idFrom(call, 'customerId')).id));
  routes.id('customer.comment.post', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    return ctx.insert('comments', {
      customerId: c.id,
      text: str(call.body, 'text'),
      pinned: false,
      createdBy: staffName(call),
      createdAt: ctx.nowIso(),
      updatedAt: null,
    });
  });
  routes.id('customer.bulkComment', (call) => {
    // Every customer is found before any comment is written: one unknown id leaves all of them as they were.
    const customers = chosen(call.body, 'customerIds', 'customer').map((v) => customerOr422(ctx, id(v, 'customerIds')));
    const text = str(call.body, 'text');
    return customers.map((customer) =>
      ctx.insert('comments', {
        customerId: customer.id,
        text,
        pinned: false,
        createdBy: staffName(call),
        createdAt: ctx.nowIso(),
        updatedAt: null,
      }),
    );
  });
  const pin = (pinned: boolean) => (call: Parameters<Parameters<Routes['id']>[1]>[0]) => {
    const comment = rowOr422<Comment>(ctx, 'comments', idFrom(call, 'commentId'), 'Comment');
    comment.pinned = pinned;
    ctx.changed();
    return comment;
  };
  routes.id('customer.comment/pin', pin(true));
  routes.id('customer.comment/unpin', pin(false));
  routes.id('customer.updateComment', (call) => {
    const comment = rowOr422<Comment>(ctx, 'comments', idFrom(call, 'commentId'), 'Comment');
    comment.text = str(call.body, 'text');
    comment.updatedAt = ctx.nowIso();
    comment.updatedBy = staffName(call);
    ctx.changed();
    return comment;
  });

  // credit and finance: the limit of @pronto/domain from the customer's repaid loans, an override kept on the customer
  const limitOf = (c: CustomerRecord) => staffCreditLimit(ctx, c);
  routes.id('customer.creditlimit', (call) => limitOf(customerOr422(ctx, idFrom(call, 'customerId'))));
  routes.id('customer.creditlimit.post', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    const value = call.body.creditLimit;
    if (value !== null && (typeof value !== 'number' || !Number.isFinite(value) || value < 0))
      throw invalid('creditLimit must be a positive number or null.');
    (c as unknown as Row).creditLimitOverride = value;
    ctx.changed();
    return limitOf(c);
  });
  routes.id('customer.getFinancialInfo', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    const loans = loansOf(c.id);
    const paid = loans.flatMap((l) => l.payments.filter((p) => !p.deleted)).reduce((sum, p) => sum + p.amount, 0);
    return {
      customerId: c.id,
      monthlyIncome: c.monthlyIncome ?? null,
      employmentStatus: c.employmentStatus ?? null,
      loans: loans.length,
      openLoans: loans.filter((l) => l.status === 'issued' || l.status === 'overdue').length,
      successfulRepaidLoans: successfulRepaidLoans(loans),
      totalBorrowed: loans.reduce((sum, l) => sum + l.amount, 0),
      totalPaid: Math.round(paid * 100) / 100,
      bankAccounts: ctx.rows<BankAccountRecord>('bankAccounts').filter((a) => a.customerId === c.id),
    };
  });
  // The score worked out from the loans, or the one staff set by hand (credibility.ts).
  routes.id('customer.credibility2', (call): RiskScore => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    return credibilityOf(c, loansOf(c.id));
  });
  routes.id('customer.phoneLogs', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    return newest(ctx.db.smsHistory.filter((sms) => sms.customerId === c.id)).slice(0, 100);
  });

  // complaint cases: list, create, update, delete, change status (history keeps who and when)
  const STATUSES: readonly ComplaintStatus[] = ['open', 'inProgress', 'resolved', 'closed'];
  const isStatus = (value: string): value is ComplaintStatus => (STATUSES as readonly string[]).includes(value);
  const caseOf = (call: Parameters<Parameters<Routes['id']>[1]>[0]) =>
    rowOr422<ComplaintCase>(ctx, 'complaintCases', idFrom(call, 'complaintCaseId'), 'Complaint case');
  // A case written through /api/rest may have no history yet.
  const caseHistory = (row: ComplaintCase): ComplaintStatusChange[] => (Array.isArray(row.history) ? row.history : []);
  routes.id('customer.complaintCases', (call) => {
    const customerId = call.query.customerId;
    const rows = ctx.rows('complaintCases');
    return newest(customerId === undefined ? rows : rows.filter((r) => r.customerId === id(customerId, 'customerId')));
  });
  routes.id('customer.complaintCase', (call) => {
    const c = customerOr422(ctx, idFrom(call, 'customerId'));
    // No loan (absent or null), or one of this customer's.
    const loan = call.body.loanId === undefined || call.body.loanId === null ? null : loanOr422(ctx, id(call.body.loanId, 'loanId'));
    if (loan && loan.customerId !== c.id) throw invalid(`Loan ${loan.id} is not a loan of customer ${c.id}.`);
    const now = ctx.nowIso();
    return ctx.insert('complaintCases', {
      customerId: c.id,
      loanId: loan?.id ?? null,
      country: c.country,
      subject: str(call.body, 'subject'),
      description: optStr(call.body, 'description') ?? '',
      status: 'open',
      createdAt: now,
      history: [{ status: 'open', createdAt: now, createdBy: staffName(call) }],
    });
  });
  routes.id('customer.complaintCase.put', (call) => {
    const row = caseOf(call);
    if (row.status === 'closed') throw invalid(`Complaint case ${row.id} is closed: it cannot change any more.`);
    checkVersion(row, call.body, 'complaint case', row.country);
    for (const field of ['subject', 'description'] as const) {
      const value = optStr(call.body, field);
      if (value !== undefined) row[field] = value;
    }
    bumpVersion(ctx, row, editorOf(call));
    ctx.changed();
    return row;
  });
  routes.id('customer.complaintCase.delete', (call) => {
    const row = caseOf(call);
    const rows = ctx.rows('complaintCases');
    rows.splice(rows.indexOf(row), 1);
    ctx.changed();
    return row;
  });
  routes.id('customer.complaintCase/changeStatus', (call) => {
    const row = caseOf(call);
    const status = str(call.body, 'status');
    if (!isStatus(status)) throw invalid(`status must be one of ${STATUSES.join(', ')}.`);
    // Closing is final: a complaint raised again is a new case.
    if (row.status === 'closed') throw invalid(`Complaint case ${row.id} is closed: it cannot change any more.`);
    row.status = status;
    row.history = [...caseHistory(row), { status, createdAt: ctx.nowIso(), createdBy: staffName(call) }];
    ctx.changed();
    return row;
  });
  routes.id('customer.complaintCase/history', (call) => caseHistory(caseOf(call)));
}
