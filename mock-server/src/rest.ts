import type { Express, Request, RequestHandler, Response } from 'express';
import jsonServer from 'json-server';
import { areaOf, type Area } from '@pronto/api';
import type { CallTable } from './auth.ts';
import { currentScope, reachRow } from './change-tracking.ts';
import { newLeadToken, type Context } from './context.ts';
import { caller, fullPath, invalid, isObject, sendError } from './http.ts';
import { countryOf, flatten, recordRestWrite, type RestWrite } from './audit.ts';
import { checkRestWrite } from './rest-writes.ts';
import { checkSortField } from './routes/staff-helpers.ts';
import { SECRET_FIELDS, publicRow } from './sanitize.ts';
import { REST_COLLECTIONS, type RestCollection, type StaffRecord, type Versioned } from './types.ts';
import { bumpVersion, checkVersion, versionOf } from './versions.ts';

import { hashSecret } from './security/secrets.ts';
import { checkStaffPassword } from './security/staff-password.ts';

/** The collections whose rows staff edit in forms, versioned (versions.ts), and how a stale save's refusal names a row. */
const VERSIONED: Readonly<Record<string, string>> = { customers: 'customer', staff: 'staff member', loans: 'loan' };

/**
 * The staff area guarding a json-server collection: its console resource's area in the one resource table
 * (@pronto/api resources.ts); leads have no console screen and are customer data.
 */
export function collectionArea(name: RestCollection): Area {
  return areaOf(name) ?? 'customers';
}

function parseJson(value: unknown, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(`${name} must be JSON text.`);
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw invalid(`${name} is not valid JSON.`);
  }
}

/** ra-data-simple-rest's sort / range / filter -> json-server's _sort / _order / _start / _end / q / fields. */
export function translateQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) if (!['sort', 'range', 'filter'].includes(key)) out[key] = value;
  const sort = parseJson(query.sort, 'sort');
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string') throw invalid('sort must be ["field","ASC"|"DESC"].');
    out._sort = sort[0];
    out._order = String(sort[1] ?? 'ASC').toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  const range = parseJson(query.range, 'range');
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      !Number.isInteger(range[0]) ||
      !Number.isInteger(range[1]) ||
      (range[0] as number) < 0 ||
      (range[0] as number) > (range[1] as number)
    ) {
      throw invalid('range must be [start,end], whole numbers with 0 <= start <= end.');
    }
    if ((range[1] as number) - (range[0] as number) >= MAX_RANGE) throw invalid(`range may span at most ${MAX_RANGE} records.`);
    out._start = String(range[0]);
    out._end = String((range[1] as number) + 1);
  }
  const filter = parseJson(query.filter, 'filter');
  if (filter !== undefined) {
    if (!isObject(filter)) throw invalid('filter must be a JSON object.');
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      out[key] = Array.isArray(value) ? value.map(String) : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  checkPaging(out);
  return guardQuery(out);
}

/** json-server's paging keys, sent as the range or by hand: whole numbers, at most MAX_RANGE records a page. */
function checkPaging(query: Record<string, unknown>): void {
  for (const key of ['_start', '_end', '_page', '_limit'])
    if (query[key] !== undefined && !/^\d{1,9}$/.test(String(query[key]))) throw invalid(`${key} must be a whole number from 0.`);
  const start = Number(query._start ?? 0);
  if (query._end !== undefined && (Number(query._end) < start || Number(query._end) - start > MAX_RANGE))
    throw invalid(`range may span at most ${MAX_RANGE} records.`);
  if (query._limit !== undefined && Number(query._limit) > MAX_RANGE) throw invalid(`_limit may be at most ${MAX_RANGE}.`);
}

const OPERATORS = /_(like|ne|gte|lte)$/;
/** The most records one simple-rest page may hold. */
const MAX_RANGE = 1000;
const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/**
 * What json-server may be asked: no filter on a secret field (PIN, OTP, password, token) in any
 * form, no `_embed` / `_expand` (they would return other collections' rows with their secrets), and
 * `_like` as plain text: json-server makes it a regular expression, so it is escaped (a crafted
 * pattern would block the server).
 */
export function guardQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const field = key.replace(OPERATORS, '').split('.')[0] ?? '';
    if (SECRET_FIELDS.has(field) || field === 'token') throw invalid(`Unknown filter field "${key}".`);
    if (key === '_embed' || key === '_expand') throw invalid(`${key} is not supported.`);
    if (key.endsWith('_like'))
      out[key] = Array.isArray(value) ? value.map((v) => String(v).replace(ESCAPE, '\\$&')) : String(value).replace(ESCAPE, '\\$&');
    else out[key] = value;
  }
  return out;
}

/** json-server's `q` searches every field, secrets included: the ids of rows whose public fields match instead. */
export function searchIds(rows: readonly Record<string, unknown>[], q: string): string[] {
  const needle = q.toLowerCase();
  const ids = rows
    .filter((row) =>
      JSON.stringify(Object.values(publicRow(row)))
        .toLowerCase()
        .includes(needle),
    )
    .map((row) => String(row.id));
  return ids.length > 0 ? ids : ['-1'];
}

/** json-server's own query keys: paging, sorting and the id list a `q` search becomes. */
const CONTROL_KEYS = new Set(['_sort', '_order', '_start', '_end', '_page', '_limit', 'id']);

/**
 * Refuses a filter on a field no row of the collection has (json-server would ignore it and answer
 * everything, so a typo looked like a match). An empty collection has nothing to compare with: passes.
 */
export function checkFilterFields(rows: readonly Record<string, unknown>[], query: Record<string, unknown>): void {
  if (rows.length === 0) return;
  let known: Set<string> | null = null;
  for (const key of Object.keys(query)) {
    if (CONTROL_KEYS.has(key)) continue;
    const field = key.replace(OPERATORS, '').split('.')[0] ?? '';
    known ??= new Set(rows.flatMap((row) => Object.keys(row)));
    if (!known.has(field)) throw invalid(`Unknown filter field "${key}": no ${field} in this collection.`);
  }
}

/** Fields a record of the collection must keep, with what each must hold. */
const REQUIRED: Partial<Record<string, Record<string, (value: unknown, ctx: Context) => boolean>>> = {
  customers: Object.fromEntries(
    ['firstName', 'lastName', 'emailAddress', 'mobilePhone'].map((f) => [f, (v: unknown) => typeof v === 'string' && v.trim() !== '']),
  ),
  loans: {
    customerId: (v, ctx) => ctx.customerById(Number(v)) !== null,
    amount: (v) => typeof v === 'number' && v > 0,
  },
};

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * A PUT or PATCH body against the stored record: a field the record holds keeps its kind (text, number,
 * true/false, list, object; an optional one may be cleared with null), and the collection's required
 * fields stay filled. Fields the record does not have yet pass as sent.
 */
function checkUpdate(ctx: Context, name: string, current: Record<string, unknown>, body: Record<string, unknown>): void {
  const required = REQUIRED[name] ?? {};
  for (const [field, value] of Object.entries(body)) {
    const check = Object.hasOwn(required, field) ? required[field] : undefined;
    if (check && !check(value, ctx)) throw invalid(`${field} is required and cannot be blank or of another kind.`);
    const stored = kindOf(current[field]);
    const sent = kindOf(value);
    if (stored === 'undefined' || stored === 'null' || sent === stored || (sent === 'null' && !check)) continue;
    throw invalid(
      `${field} must be ${stored === 'array' ? 'a list' : stored === 'object' ? 'an object' : `a ${stored === 'boolean' ? 'true/false value' : stored}`}, like the stored value.`,
    );
  }
}

/**
 * /api/rest/{collection}: json-server's router over the in-memory collections, spoken in the
 * simple-rest dialect, answered in the envelope with a Content-Range header.
 */
export function mountRest(app: Express, ctx: Context, table: CallTable): void {
  const restDb: Record<string, unknown[]> = {};
  for (const name of REST_COLLECTIONS) restDb[name] = ctx.rows(name);
  // A foreign-key suffix nothing uses: a DELETE must not cascade into other collections.
  const router = jsonServer.router(restDb, { foreignKeySuffix: '__noCascade' });
  for (const name of REST_COLLECTIONS) {
    table.add({ id: `rest.${name}`, method: 'get', path: `/api/rest/${name}`, auth: 'staff', area: collectionArea(name), entry: null });
    for (const method of ['get', 'put', 'delete', 'patch'] as const) {
      table.add({
        id: `rest.${name}.${method}`,
        method,
        path: `/api/rest/${name}/{id}`,
        auth: 'staff',
        area: collectionArea(name),
        entry: null,
      });
    }
    table.add({
      id: `rest.${name}.post`,
      method: 'post',
      path: `/api/rest/${name}`,
      auth: 'staff',
      area: collectionArea(name),
      entry: null,
    });
  }

  const prepare: RequestHandler = (req, res, next) => {
    const name = req.path.split('/')[1] ?? '';
    if (!(REST_COLLECTIONS as readonly string[]).includes(name)) {
      sendError(res, 404, `Unknown collection "${name}".`);
      return;
    }
    res.locals.collection = name;
    if (req.method === 'GET') {
      const translated = translateQuery(req.query);
      if (typeof translated.q === 'string' && translated.q !== '') {
        translated.id = searchIds(ctx.rows(name), translated.q);
        delete translated.q;
      }
      checkFilterFields(ctx.rows(name), translated);
      checkSortField(ctx.rows(name), typeof translated._sort === 'string' ? translated._sort : null);
      // json-server drops _start from the query it leaves: the range's real start, for Content-Range.
      res.locals.rangeStart = Number(translated._start ?? 0);
      // Express 4 keeps query as a plain property; json-server reads it from here.
      Object.defineProperty(req, 'query', { value: translated, writable: true, configurable: true });
    } else if (req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH') {
      if (!isObject(req.body)) throw invalid('The request body must be a JSON object.');
      delete req.body.id;
      // A lead's link token is the server's to give (customer.lead reads a lead by it).
      if (name === 'leads') delete req.body.token;
      const current = req.method === 'POST' ? null : (ctx.rows(name).find((r) => String(r.id) === req.path.split('/')[2]) ?? null);
      const who = caller(res);
      // An edit from an older version of the row is refused (409, who and when) before its fields are judged;
      // a row without the version fields is version 0.
      const what = VERSIONED[name];
      const edited = what ? (current as Versioned | null) : null;
      if (edited && what) checkVersion(edited, req.body, what, countryOf(ctx, edited) ?? 'GB');
      if (who.kind === 'staff' && (req.method === 'POST' || current))
        checkRestWrite(ctx, name as RestCollection, who.staff.role, req.body, current);
      if (edited && who.kind === 'staff') {
        const touch: Versioned = { version: versionOf(edited) };
        bumpVersion(ctx, touch, who.staff.fullName);
        Object.assign(req.body, touch);
      }
      if (name === 'leads' && req.method === 'POST') req.body.token = newLeadToken();
      // The mock gives ids (never one a deleted row had), not json-server's max + 1.
      if (req.method === 'POST') req.body.id = ctx.nextId(name);
      if (req.method === 'POST' && name === 'customers') {
        // A customer created in the console gets the shape every route relies on.
        for (const field of ['firstName', 'lastName', 'emailAddress', 'mobilePhone']) {
          if (typeof req.body[field] !== 'string' || req.body[field] === '') throw invalid(`${field} is required.`);
        }
        const now = ctx.nowIso();
        req.body = {
          statuses: [{ status: 'new', createdAt: now, createdBy: 'staff' }],
          communication: [],
          customerAddress: [],
          country: 'GB',
          pin: null,
          deleted: false,
          blacklisted: false,
          vip: false,
          collectionStatus: null,
          createdAt: now,
          ...req.body,
        };
      }
      if (req.method === 'POST' && name === 'loans') {
        const customerId = Number(req.body.customerId);
        const customer = ctx.customerById(customerId);
        if (!customer) throw invalid('customerId must be an existing customer.');
        if (typeof req.body.amount !== 'number' || req.body.amount <= 0) throw invalid('amount must be a positive number.');
        const now = ctx.nowIso();
        req.body = {
          country: customer.country,
          application: customer.country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
          issueDate: now.slice(0, 10),
          status: 'requested',
          installments: [],
          payments: [],
          statusHistory: [{ status: 'requested', createdAt: now, createdBy: 'staff' }],
          createdAt: now,
          ...req.body,
          customerId,
        };
      }
      // A staff password follows the password rule, is stored hashed and ends the member's other sessions
      // (the caller keeps theirs); a customer's PIN is not written here (rest-writes.ts).
      if (name === 'staff' && typeof req.body.password === 'string') {
        checkStaffPassword(req.body.password, current as unknown as StaffRecord | null);
        req.body.password = hashSecret(req.body.password);
        if (current) ctx.revokeSessions('staff', Number(current.id), who.kind === 'staff' ? who.token : undefined);
      }
      if (req.method === 'PUT' || req.method === 'PATCH') {
        if (current) {
          checkUpdate(ctx, name, current, req.body);
          // PUT merges onto the stored record (decision, docs/reliability.md): a client that sends part of
          // a record, or never saw a field (PIN, statuses, lead token), does not wipe the rest.
          if (req.method === 'PUT') req.body = { ...current, ...req.body, id: current.id };
        }
      }
    }
    if (req.method === 'DELETE') {
      const id = req.path.split('/')[2];
      res.locals.deleted = ctx.rows(name).find((r) => String(r.id) === id) ?? null;
    }
    // A staff write is audited (audit.ts recordRestWrite): the row as it was, taken before the router changes it in place.
    const writer = req.method === 'GET' ? null : caller(res);
    if (writer?.kind === 'staff') {
      const before =
        req.method === 'POST'
          ? null
          : ((ctx.rows(name).find((r) => String(r.id) === req.path.split('/')[2]) as object | undefined) ?? null);
      const write: Omit<RestWrite, 'after'> = {
        collection: name,
        method: req.method.toLowerCase() as RestWrite['method'],
        staff: writer.staff,
        before,
        beforeFields: before ? flatten(before) : new Map(),
      };
      res.locals.audit = write;
    }
    if (name === 'customers' && req.method !== 'GET') {
      // A console edit may change a phone in place. The router changes the row within next(), so the
      // first lookup after it rebuilds the phone index; again when it ends, in case a change waits.
      ctx.phoneChanged();
      res.on('finish', () => ctx.phoneChanged());
    }
    next();
  };

  (router as unknown as { render: (req: Request, res: Response) => void }).render = (req, res) => {
    const name = String(res.locals.collection);
    let data = res.locals.data as unknown;
    if (res.statusCode === 404) {
      sendError(res, 404, `No ${name} record with id ${fullPath(req).split('/')[4] ?? ''}.`);
      return;
    }
    // json-server's router changed the raw list, out of sight of the tracked db: the row it wrote (or, for a
    // delete, the list's ids) is handed to this request's journal record, not the whole collection.
    if (req.method === 'DELETE') currentScope()?.reshaped?.add(name);
    else if (req.method !== 'GET' && isObject(data)) {
      const written = data.id;
      reachRow(
        name,
        ctx.rows(name).find((row) => row.id === written),
      );
    }
    const audit = res.locals.audit as Omit<RestWrite, 'after'> | undefined;
    if (audit && res.statusCode < 400) {
      const written = isObject(data) ? data.id : undefined;
      const after = req.method === 'DELETE' || written === undefined ? null : (ctx.rows(name).find((row) => row.id === written) ?? null);
      recordRestWrite(ctx, { ...audit, after });
    }
    if (req.method === 'DELETE') data = res.locals.deleted ?? data;
    if (Array.isArray(data)) {
      const total = Number(res.getHeader('X-Total-Count') ?? data.length);
      const start = Number(res.locals.rangeStart ?? 0);
      // An empty page has no range to name: `*/total`, as HTTP writes an unsatisfiable range.
      res.setHeader('Content-Range', data.length === 0 ? `${name} */${total}` : `${name} ${start}-${start + data.length - 1}/${total}`);
      // json-server sets its own expose header on lists; keep Content-Range visible cross-origin.
      res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
      data = data.map((row) => publicRow(row));
    } else {
      data = publicRow(data);
    }
    res.json({ data, errors: [] });
  };

  app.use('/api/rest', prepare, router);
}
