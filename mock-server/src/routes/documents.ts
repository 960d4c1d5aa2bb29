import type { AutoCheck, DniReading } from '@pronto/api';
import { randomBytes } from 'node:crypto';
import { isValidDni, isValidNie } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { page } from '../sanitize.ts';
import { documentNumberOf, ocrFromCustomer, type OcrResult } from '../seed/documents.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { id, list, optNum, optStr, str } from '../validate.ts';
import { checkContact } from './comm-permissions.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, loanOr422, newest, staffName } from './staff-helpers.ts';

/**
 * Largest stored file: 512 KB. Its base64 (about 683 KB) plus the JSON around it stays under the
 * mock's 1 MB body limit, so a too-large file gets this 422 and not the parser's 413 (docs/decisions.md).
 */
export const MAX_UPLOAD_BYTES = 512 * 1024;
export const UPLOAD_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'text/plain': 'text',
};
export const DOCUMENT_TYPES = [
  'idDocument',
  'proofOfIncome',
  'bankStatement',
  'loanAgreement',
  'signedLoanAgreement',
  'legal',
  'other',
] as const;

type DocumentRow = Row & {
  customerId: number;
  loanId?: number | null;
  type: string;
  fileName: string;
  contentType?: string;
  size?: number;
  createdAt: string;
  content?: string;
  ocr?: OcrResult;
  autoCheck?: AutoCheck;
  dniReading?: DniReading;
};

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** A file of an upload body: its name, type and base64 content, checked against the limits. */
export function uploadedFile(body: Record<string, unknown>): { fileName: string; contentType: string; bytes: Buffer } {
  const fileName = str(body, 'fileName');
  if (fileName.length > 200 || /[\\/]/.test(fileName)) throw invalid('fileName must be a plain file name of at most 200 characters.');
  const contentType = str(body, 'contentType').toLowerCase();
  if (!UPLOAD_TYPES[contentType]) throw invalid(`Only PDF, JPEG, PNG or text files can be uploaded (this one is ${contentType}).`);
  const base64 = str(body, 'contentBase64');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw invalid('contentBase64 must be the file in base64.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw invalid(`${fileName} is empty.`);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw invalid(`${fileName} is ${kb(bytes.length)}; the largest file you can upload is ${kb(MAX_UPLOAD_BYTES)}.`);
  return { fileName, contentType, bytes };
}

/** OCR of an uploaded identity document: a text file's `field: value` lines, else the customer's data. */
export function readIdentity(customer: CustomerRecord, contentType: string, bytes: Buffer, readAt: string): OcrResult {
  const result = ocrFromCustomer(customer, readAt);
  if (contentType !== 'text/plain') return result;
  for (const line of bytes.toString('utf8').split(/\r?\n/)) {
    const match = /^\s*(firstName|lastName|documentNumber|birthDate)\s*:\s*(.+?)\s*$/i.exec(line);
    const key = (Object.keys(result.fields) as (keyof OcrResult['fields'])[]).find((k) => k.toLowerCase() === match?.[1]?.toLowerCase());
    if (match && key) result.fields[key] = match[2] as string;
  }
  return result;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The auto-check: every field the OCR read must match the customer's record. */
export function autoCheck(customer: CustomerRecord, ocr: OcrResult) {
  const expected = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    documentNumber: documentNumberOf(customer),
    birthDate: customer.birthDate.slice(0, 10),
  };
  const checks = (Object.keys(expected) as (keyof typeof expected)[]).map((field) => ({
    field,
    expected: expected[field],
    read: ocr.fields[field],
    match: same(expected[field], ocr.fields[field]),
  }));
  return { passed: checks.every((c) => c.match), checks };
}

/** Documents and S3 (back-office.md §7 communication): list, count, link, download, upload, OCR, DNI, agreements. */
export function registerDocumentRoutes(routes: Routes, ctx: Context): void {
  const docs = () => ctx.rows('documents') as DocumentRow[];
  const files = () => ctx.rows('documentFiles');
  const meta = ({ content: _content, ...d }: DocumentRow) => d;
  const docOf = (call: Call): DocumentRow => {
    const documentId = idFrom(call, 'documentId');
    const doc = docs().find((d) => d.id === documentId);
    if (!doc) throw invalid(`Document ${documentId} does not exist.`);
    return doc;
  };
  const identityOf = (doc: DocumentRow): OcrResult => {
    if (doc.type !== 'idDocument' || !doc.ocr)
      throw invalid(`Document ${doc.id} is not an identity document: OCR runs on identity documents only.`);
    return doc.ocr;
  };
  const store = (
    customer: CustomerRecord,
    type: string,
    file: ReturnType<typeof uploadedFile>,
    call: Call,
    extra: Record<string, unknown> = {},
  ) => {
    const now = ctx.nowIso();
    const doc = ctx.insert('documents', {
      customerId: customer.id,
      type,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      createdAt: now,
      createdBy: staffName(call),
      ...extra,
      ...(type === 'idDocument' ? { ocr: readIdentity(customer, file.contentType, file.bytes, now) } : {}),
    });
    ctx.insert('documentFiles', { documentId: doc.id, contentBase64: file.bytes.toString('base64') });
    return meta(doc);
  };

  routes.id('communication.documentList', (call) => {
    const args = { ...call.query, ...call.body };
    const customerId = args.customerId === undefined || args.customerId === '' ? undefined : id(args.customerId, 'customerId');
    if (customerId !== undefined) customerOr422(ctx, customerId);
    const type = optStr(args, 'type');
    // `id` (one or a comma list): the console's document page reads one document's metadata.
    const ids = args.id === undefined || args.id === '' ? null : String(args.id).split(',');
    const rows = docs().filter(
      (d) =>
        (customerId === undefined || d.customerId === customerId) && (!type || d.type === type) && (!ids || ids.includes(String(d.id))),
    );
    return page(newest(rows).map(meta), optNum(args, 'page') ?? 1, optNum(args, 'perPage') ?? 25);
  });

  routes.id('communication.documentCount', (call) => {
    const customerId = customerOr422(ctx, idFrom(call, 'customerId')).id;
    const own = docs().filter((d) => d.customerId === customerId);
    const byType: Record<string, number> = {};
    for (const d of own) byType[d.type] = (byType[d.type] ?? 0) + 1;
    return { customerId, count: own.length, byType };
  });

  routes.id('communication.s3Link', (call) => {
    const doc = docOf(call);
    const expiresAt = new Date(ctx.now().getTime() + 15 * 60_000).toISOString();
    return {
      documentId: doc.id,
      url: `/api/communication/s3Download?documentId=${doc.id}&signature=${randomBytes(8).toString('hex')}`,
      expiresAt,
    };
  });

  routes.id('communication.s3Download', (call) => {
    const doc = docOf(call);
    const stored = files().find((f) => f.documentId === doc.id);
    // Seeded and generated documents have no stored file: a small stand-in body.
    const contentBase64 =
      typeof stored?.contentBase64 === 'string'
        ? stored.contentBase64
        : Buffer.from(doc.content ?? `Pronto document ${doc.id}: ${doc.fileName} of customer ${doc.customerId}.\n`).toString('base64');
    return { documentId: doc.id, fileName: doc.fileName, contentType: stored ? doc.contentType : 'text/plain', contentBase64 };
  });

  routes.id('communication.s3PreSignedUploadUrl', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const fileName = str(call.query, 'fileName');
    return {
      uploadUrl: '/api/communication/s3Upload',
      key: `customers/${customer.id}/${randomBytes(6).toString('hex')}-${fileName}`,
      expiresAt: new Date(ctx.now().getTime() + 15 * 60_000).toISOString(),
      maxBytes: MAX_UPLOAD_BYTES,
      contentTypes: Object.keys(UPLOAD_TYPES),
    };
  });

  routes.id('communication.s3Upload', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const type = str(call.body, 'type');
    if (!(DOCUMENT_TYPES as readonly string[]).includes(type)) throw invalid(`type must be one of: ${DOCUMENT_TYPES.join(', ')}.`);
    if (type === 'signedLoanAgreement') throw invalid('Upload a signed loan agreement from its loan (loan agreement upload).');
    return store(customer, type, uploadedFile(call.body), call, { key: optStr(call.body, 'key') ?? null });
  });

  routes.id('communication.ocr/results', (call) => {
    const doc = docOf(call);
    return { documentId: doc.id, ...identityOf(doc), autoCheck: doc.autoCheck ?? null, dniReading: doc.dniReading ?? null };
  });

  routes.id('communication.ocr/autoCheck', (call) => {
    const doc = docOf(call);
    const ocr = identityOf(doc);
    const result = {
      documentId: doc.id,
      ...autoCheck(customerOr422(ctx, doc.customerId), ocr),
      checkedAt: ctx.nowIso(),
      checkedBy: staffName(call),
    };
    doc.autoCheck = result;
    ctx.changed();
    return result;
  });

  routes.id('communication.dni/read', (call) => {
    const doc = docOf(call);
    const ocr = identityOf(doc);
    const customer = customerOr422(ctx, doc.customerId);
    if (customer.country !== 'ES')
      throw invalid(`DNI reading is for Spanish identity documents; customer ${customer.id} is a UK customer.`);
    const number = ocr.fields.documentNumber.toUpperCase().replace(/[\s-]/g, '');
    const kind = isValidDni(number) ? 'DNI' : isValidNie(number) ? 'NIE' : null;
    const result: DniReading = {
      documentId: doc.id,
      number,
      kind,
      valid: kind !== null,
      matchesCustomer: same(number, customer.additionalField ?? ''),
      readAt: ctx.nowIso(),
      readBy: staffName(call),
    };
    doc.dniReading = result;
    ctx.changed();
    return result;
  });

  routes.id('communication.loanAgreement/upload', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const file = uploadedFile(call.body);
    if (file.contentType !== 'application/pdf') throw invalid('A signed loan agreement must be a PDF file.');
    return store(customerOr422(ctx, loan.customerId), 'signedLoanAgreement', file, call, { loanId: loan.id });
  });

  routes.id('communication.loanAgreement', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const signed = newest(docs().filter((d) => d.loanId === loan.id && d.type === 'signedLoanAgreement'))[0];
    return signed ? meta(signed) : null;
  });

  routes.id('communication.sendDocumentsToCustomer', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const ids = list(call.body, 'documentIds').map((v) => id(v, 'documentIds'));
    if (ids.length === 0) throw invalid('Choose at least one document to send.');
    const chosen = ids.map((documentId) => {
      const doc = docs().find((d) => d.id === documentId);
      if (!doc) throw invalid(`Document ${documentId} does not exist.`);
      if (doc.customerId !== customer.id) throw invalid(`Document ${documentId} belongs to another customer.`);
      return doc;
    });
    if (!customer.emailAddress) throw invalid(`Customer ${customer.id} has no e-mail address.`);
    checkContact(ctx, customer, 'email');
    const email = ctx.sendEmail(
      customer.emailAddress,
      'Your documents from Pronto',
      `Attached: ${chosen.map((d) => d.fileName).join(', ')}.`,
      customer.id,
      'documents',
    );
    const now = ctx.nowIso();
    for (const doc of chosen) doc.sentAt = now;
    ctx.changed();
    return { emailId: email.id, emailAddress: customer.emailAddress, sent: chosen.length };
  });
}
