/** The document and S3 calls of the console (communication service) and the records they answer. */

type DocumentId = { documentId: number };

/** A stored document's metadata (the file itself is read with s3Download). */
export interface DocumentRecord {
  id: number;
  customerId: number;
  loanId?: number | null;
  type: string;
  fileName: string;
  contentType?: string;
  size?: number;
  title?: string;
  legalKind?: string;
  key?: string | null;
  createdAt: string;
  createdBy?: string;
  sentAt?: string;
  /** Only generated documents carry their text inline; never in an answer. */
  content?: string;
}

/** The fields OCR reads from an identity document. */
export interface OcrFields {
  firstName: string;
  lastName: string;
  documentNumber: string;
  birthDate: string;
}

/** The auto-check: every field OCR read against the customer's record. */
export interface AutoCheck {
  documentId: number;
  passed: boolean;
  checks: { field: keyof OcrFields; expected: string; read: string; match: boolean }[];
  checkedAt: string;
  checkedBy: string;
}

/** A Spanish identity number read from a document and checked. */
export interface DniReading {
  documentId: number;
  number: string;
  kind: 'DNI' | 'NIE' | null;
  valid: boolean;
  matchesCustomer: boolean;
  readAt: string;
  readBy: string;
}

/** What OCR read from an identity document, with the last auto-check and DNI reading. */
export interface OcrResults {
  documentId: number;
  status: string;
  confidence: number;
  fields: OcrFields;
  readAt: string;
  autoCheck: AutoCheck | null;
  dniReading: DniReading | null;
}

/** A downloaded file. */
export interface DownloadedFile {
  documentId: number;
  fileName: string;
  contentType: string | undefined;
  contentBase64: string;
}

/** A file in an upload body. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/** Where and how a file may be uploaded. */
export interface UploadSlot {
  uploadUrl: string;
  key: string;
  expiresAt: string;
  maxBytes: number;
  contentTypes: string[];
}

/** Document calls of the console, by catalogue id. */
export interface DocumentCalls {
  'communication.documentList': { request: undefined; response: { items: DocumentRecord[]; total: number } };
  'communication.documentCount': { request: undefined; response: { customerId: number; count: number; byType: Record<string, number> } };
  'communication.s3Link': { request: undefined; response: { documentId: number; url: string; expiresAt: string } };
  'communication.s3Download': { request: undefined; response: DownloadedFile };
  'communication.s3PreSignedUploadUrl': { request: undefined; response: UploadSlot };
  'communication.s3Upload': { request: UploadedFile & { customerId: number; type: string; key?: string }; response: DocumentRecord };
  'communication.ocr/results': { request: undefined; response: OcrResults };
  'communication.ocr/autoCheck': { request: DocumentId; response: AutoCheck };
  'communication.dni/read': { request: DocumentId; response: DniReading };
  'communication.loanAgreement/upload': { request: UploadedFile & { loanId: number }; response: DocumentRecord };
  'communication.loanAgreement': { request: undefined; response: DocumentRecord | null };
  'communication.sendDocumentsToCustomer': {
    request: { customerId: number; documentIds: number[] };
    response: { emailId: number; emailAddress: string; sent: number };
  };
}
