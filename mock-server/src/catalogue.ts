import type { Express, RequestHandler } from 'express';
import { catalogue, type CatalogueEntry } from '@pronto/api';
import { AUDITED, audited } from './audit.ts';
import type { CallTable } from './auth.ts';
import type { Context } from './context.ts';
import { fullPath, handle, invalid, isObject, sendData, sendError, type Call } from './http.ts';
import { publicRow } from './sanitize.ts';

/** Keywords of an entry's name or path -> the collection its GET answers from (first match wins). */
const COLLECTION_HINTS: [RegExp, string][] = [
  [/transaction/i, 'cardTransactions'],
  [/ticket|thread|camopen|camunissued/i, 'tickets'],
  [/sms/i, 'smsHistory'],
  [/email|gmail|message|letter/i, 'emailHistory'],
  [/templatechannel/i, 'templateChannels'],
  [/template/i, 'templates'],
  [/segment/i, 'segments'],
  [/marketing/i, 'marketingScheduled'],
  [/complaint/i, 'complaintCases'],
  [/campaign|affiliate/i, 'campaigns'],
  [/collectioncompan/i, 'collectionCompanies'],
  [/comment/i, 'comments'],
  [/card/i, 'cards'],
  [/categor/i, 'categories'],
  [/translation/i, 'translations'],
  [/whitelist/i, 'whitelist'],
  [/ipban/i, 'ipBans'],
  [/loandefinition|product/i, 'loanDefinitions'],
  [/holl?iday/i, 'holidays'],
  [/freeze/i, 'freezeDays'],
  [/discount/i, 'discountRules'],
  [/impediment/i, 'impediments'],
  [/document|s3|agreement|ocr|dni/i, 'documents'],
  [/bank|iban|account|scrape|salary|credential/i, 'bankAccounts'],
  [/group/i, 'customerGroups'],
  [/channel/i, 'channels'],
  [/content/i, 'contents'],
  [/\bcam|panelusers|members|permission|onlinecams/i, 'staff'],
  [/installment|payment|loan|arrangement|rollover|restructure|collection/i, 'loans'],
  [/customer|lead|suspected|status|credit|risk|finance/i, 'customers'],
];

const SERVICE_DEFAULTS: Record<string, string> = {
  card: 'cards',
  communication: 'emailHistory',
  customer: 'customers',
  loan: 'loans',
  bankscraper: 'bankAccounts',
  membership: 'staff',
  content: 'contents',
  report: 'loans',
  log: 'logs',
};

export function collectionFor(e: Pick<CatalogueEntry, 'name' | 'path' | 'service'>): string {
  const text = `${e.name} ${e.path.replace(/^\/api\/\w+\//, '')}`;
  return COLLECTION_HINTS.find(([re]) => re.test(text))?.[1] ?? SERVICE_DEFAULTS[e.service] ?? 'calls';
}

/** Collections a public call never reads from the fallback. */
const PRIVATE = new Set([
  'customers',
  'loans',
  'cards',
  'cardTransactions',
  'smsHistory',
  'emailHistory',
  'tickets',
  'bankAccounts',
  'documents',
  'comments',
  'staff',
  'complaintCases',
  'calls',
  'logs',
]);

const ID_FIELDS: Record<string, string> = {
  customerId: 'customerId',
  loanId: 'loanId',
  cardId: 'cardId',
  templateId: 'id',
  smsId: 'id',
  id: 'id',
  categoryId: 'categoryId',
  groupId: 'groupId',
  installmentId: 'id',
};

/**
 * Every catalogue entry no route answered: GET reads the matching collection (a record by its path id,
 * or the first 50 rows filtered by the path's customer / loan / card id); other methods need a JSON
 * object body, record the call in `calls` and echo it. Auth was applied by the gate.
 */
export function catalogueFallback(ctx: Context, table: CallTable): RequestHandler {
  const echo = (e: CatalogueEntry, path: string, values: Record<string, string>) => (call: Call) => {
    const { body, caller: who } = call;
    ctx.insert('calls', {
      entryId: e.id,
      method: e.method,
      path,
      body,
      caller: who.kind === 'staff' ? who.staff.emailAddress : who.kind === 'customer' ? `customer:${who.customer.id}` : 'anonymous',
      createdAt: ctx.nowIso(),
    });
    return { ok: true, ...values, ...body };
  };
  const answer = handle((call) => {
    const { req, caller: who } = call;
    const path = fullPath(req);
    const e = table.entryFor(req.method, path);
    if (!e) return null;
    const values = pathValues(e, path);
    if (req.method === 'GET') {
      const fromQuery = Object.fromEntries(Object.entries(req.query).filter(([k, v]) => ID_FIELDS[k] && typeof v === 'string' && v !== ''));
      return readFor(ctx, e, { ...(fromQuery as Record<string, string>), ...values }, who.kind === 'customer' ? who.customer.id : null);
    }
    if (!isObject(req.body) && req.body !== undefined) throw invalid('The request body must be a JSON object.');
    // An irreversible or money-moving call needs a reason and lands in the audit trail (audit.ts), answered generically or not.
    const locate = AUDITED[e.id];
    const run = echo(e, path, values);
    return locate ? audited(ctx, e.id, locate, run).handler(call) : run(call);
  });
  return (req, res, next) => (table.entryFor(req.method, fullPath(req)) ? answer(req, res, next) : next());
}

function pathValues(e: CatalogueEntry, path: string): Record<string, string> {
  const names = e.vars;
  const re = new RegExp(`^${e.path.replace(/\{\w+\}/g, '([^/]+)')}/?$`);
  const match = re.exec(path);
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match?.[i + 1] ?? '')]));
}

/** Rows of the entry's collection; a customer caller sees only rows of their own (customers: their record). */
function readFor(ctx: Context, e: CatalogueEntry, values: Record<string, string>, ownerId: number | null): unknown {
  const name = collectionFor(e);
  let rows = ctx.rows(name);
  if (e.auth === 'public' && PRIVATE.has(name)) return [];
  if (ownerId !== null) rows = rows.filter((r) => (name === 'customers' ? r.id === ownerId : r.customerId === ownerId));
  for (const [key, value] of Object.entries(values)) {
    const field = ID_FIELDS[key];
    if (!field) continue;
    if (field === 'id') {
      const found = rows.find((r) => String(r.id) === value);
      return found ? publicRow(found) : null;
    }
    if (name === 'customers' && field === 'customerId') {
      const found = rows.find((r) => String(r.id) === value);
      return found ? publicRow(found) : null;
    }
    if (name === 'loans' && field === 'loanId') {
      const found = rows.find((r) => String(r.id) === value);
      return found ? publicRow(found) : null;
    }
    rows = rows.filter((r) => String(r[field]) === value);
  }
  return rows.slice(0, 50).map((r) => publicRow(r));
}

/** GET /api/catalogue: the whole catalogue (public). */
export function mountCatalogue(app: Express, table: CallTable): void {
  table.add({ id: 'mock.catalogue', method: 'get', path: '/api/catalogue', auth: 'public', area: 'public', entry: null });
  app.get('/api/catalogue', (_req, res) => sendData(res, catalogue));
}

/** Anything under /api nobody answered: 404 in the envelope. */
export const notFound: RequestHandler = (req, res) => sendError(res, 404, `No such call: ${req.method} ${fullPath(req)}`);
