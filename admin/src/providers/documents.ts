import type { DocumentRecord } from '@pronto/api';
import { HttpError, type CreateParams, type DataProvider, type GetListParams, type GetManyReferenceParams } from 'react-admin';
import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';

/** The mock's upload limits (mock-server/src/routes/documents.ts; docs/decisions.md). */
export const MAX_UPLOAD_BYTES = 512 * 1024;
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'text/plain'] as const;
export const DOCUMENT_TYPES = [
  'idDocument',
  'proofOfIncome',
  'bankStatement',
  'loanAgreement',
  'signedLoanAgreement',
  'legal',
  'other',
] as const;
/** What staff may upload: every type but the generated ones (loan agreement, legal). */
export const UPLOADABLE_TYPES = ['idDocument', 'proofOfIncome', 'bankStatement', 'signedLoanAgreement', 'other'] as const;

export type { AutoCheck, DniReading, DocumentRecord, DownloadedFile, OcrFields, OcrResults } from '@pronto/api';

/** The same sentence as the mock's, said before a too-large file is even sent (it would be a 413 otherwise). */
export function uploadRefusal(fileName: string, size: number, contentType: string): string | null {
  if (size === 0) return `${fileName} is empty.`;
  if (size > MAX_UPLOAD_BYTES)
    return `${fileName} is ${Math.ceil(size / 1024)} KB; the largest file you can upload is ${MAX_UPLOAD_BYTES / 1024} KB.`;
  if (!(UPLOAD_TYPES as readonly string[]).includes(contentType))
    return `Only PDF, JPEG, PNG or text files can be uploaded (this one is ${contentType || 'of an unknown type'}).`;
  return null;
}

/** Bytes -> base64 in chunks (String.fromCharCode over a whole file overflows the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

type DocumentId = { documentId: number };

/** Documents and S3 calls of the communication service. */
export const documentsRpc = {
  documentCount: (p: { customerId: number }) => rpc('communication.documentCount', { params: p, silent: true }),
  s3Link: (p: DocumentId) => rpc('communication.s3Link', { params: p }),
  s3Download: (p: DocumentId) => rpc('communication.s3Download', { params: p }),
  ocrResults: (p: DocumentId) => rpc('communication.ocr/results', { params: p, silent: true }),
  ocrAutoCheck: (p: DocumentId) => rpc('communication.ocr/autoCheck', { data: p }),
  dniRead: (p: DocumentId) => rpc('communication.dni/read', { data: p }),
  loanAgreement: (p: { loanId: number }) => rpc('communication.loanAgreement', { params: p, silent: true }),
  sendToCustomer: (p: { customerId: number; documentIds: number[] }) => rpc('communication.sendDocumentsToCustomer', { data: p }),
};

/** The create form's values: a customer, a type, a loan for a signed agreement, and the file input's value. */
interface UploadForm {
  customerId?: number;
  type?: string;
  loanId?: number;
  file?: { rawFile?: File };
}

async function upload(params: CreateParams<UploadForm>): Promise<{ data: DocumentRecord }> {
  const { customerId, type, loanId, file } = params.data;
  const raw = file?.rawFile;
  if (!raw) throw new HttpError('Choose a file to upload.', 422);
  const refusal = uploadRefusal(raw.name, raw.size, raw.type);
  if (refusal) throw new HttpError(refusal, 422);
  const contentBase64 = toBase64(new Uint8Array(await raw.arrayBuffer()));
  const body = { fileName: raw.name, contentType: raw.type, contentBase64 };
  if (type === 'signedLoanAgreement') {
    if (!loanId) throw new HttpError('Give the loan of the signed agreement.', 422);
    return { data: await rpc('communication.loanAgreement/upload', { data: { loanId, ...body } }) };
  }
  if (!customerId) throw new HttpError('customerId is required.', 422);
  const slot = await rpc('communication.s3PreSignedUploadUrl', { params: { customerId, fileName: raw.name } });
  // No type chosen: the API refuses it ("type is required.").
  return { data: await rpc('communication.s3Upload', { data: { customerId, type: type ?? '', key: slot.key, ...body } }) };
}

/** documentList's query from a list's or a reference field's params. */
export function toDocumentQuery(filter: Record<string, unknown>, pagination: GetListParams['pagination']): Record<string, string | number> {
  const query: Record<string, string | number> = { page: pagination?.page ?? 1, perPage: pagination?.perPage ?? 25 };
  if (filter.customerId !== undefined && filter.customerId !== null && filter.customerId !== '')
    query.customerId = Number(filter.customerId);
  if (typeof filter.type === 'string' && filter.type) query.type = filter.type;
  return query;
}

const list = (query: Record<string, string | number>) =>
  rpc('communication.documentList', { params: query }).then((page) => ({
    data: page.items,
    total: page.total,
  }));

/** Documents: lists through communication.documentList (newest first), uploads through s3Upload / loanAgreement/upload, one record found in documentList (by id). */
export const documentsProvider = {
  ...table,
  getList: ((_: string, params: GetListParams) => list(toDocumentQuery(params.filter ?? {}, params.pagination))) as DataProvider['getList'],
  getManyReference: ((_: string, params: GetManyReferenceParams) =>
    list(toDocumentQuery({ ...params.filter, [params.target]: params.id }, params.pagination))) as DataProvider['getManyReference'],
  create: ((_: string, params: CreateParams<UploadForm>) => upload(params)) as DataProvider['create'],
} satisfies DataProvider;
