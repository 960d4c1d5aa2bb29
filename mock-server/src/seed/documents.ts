import type { CustomerRecord, LoanRecord, Row } from '../types.ts';
import { addDays } from '../dates.ts';
import { at, rel } from './random.ts';

const COLLECTION = ['internalCollection', 'externalCollection', 'legal'];
const statusOf = (c: CustomerRecord) => c.statuses.at(-1)?.status ?? 'new';

/** What the OCR of an identity document read (seeded: the customer's data, every fifth one misread). */
export interface OcrResult {
  status: 'read';
  confidence: number;
  fields: { firstName: string; lastName: string; documentNumber: string; birthDate: string };
  readAt: string;
}

/** The document number printed on a customer's identity document: the DNI / NIE for ES, a passport number for GB. */
export function documentNumberOf(c: CustomerRecord): string {
  return c.country === 'ES' && c.additionalField ? c.additionalField.toUpperCase() : `P${String(500_000_000 + c.id)}`;
}

export function ocrFromCustomer(c: CustomerRecord, readAt: string, misread = false): OcrResult {
  return {
    status: 'read',
    confidence: misread ? 0.62 : 0.97,
    // A misread surname: the auto-check has something to refuse.
    fields: {
      firstName: c.firstName,
      lastName: misread ? `${c.lastName.slice(0, -1)}x` : c.lastName,
      documentNumber: documentNumberOf(c),
      birthDate: c.birthDate.slice(0, 10),
    },
    readAt,
  };
}

/**
 * Documents (the first 200 borrowers: ids, customers, types and file names as before, now with a
 * content type, a size and OCR results on identity documents), legal-collection documents of
 * customers in legal collection, and collection letters in every state of the approval flow.
 */
export function documentSeed(
  customers: CustomerRecord[],
  loansByCustomer: Map<number, LoanRecord[]>,
): { documents: Row[]; letters: Row[] } {
  const documents: Row[] = customers
    .filter((c) => loansByCustomer.has(c.id))
    .slice(0, 200)
    .map((c, i) => {
      const identity = i % 2 === 0;
      return {
        id: i + 1,
        customerId: c.id,
        type: identity ? 'idDocument' : 'loanAgreement',
        fileName: `doc-${c.id}-${i}.pdf`,
        contentType: identity ? 'image/jpeg' : 'application/pdf',
        size: 48_000 + ((c.id * 7919) % 150_000),
        createdAt: c.createdAt,
        ...(identity ? { ocr: ocrFromCustomer(c, c.createdAt, i % 10 === 4) } : {}),
      };
    });
  const legal = customers.filter((c) => statusOf(c) === 'legal' && loansByCustomer.has(c.id)).slice(0, 40);
  for (const c of legal) {
    const loan = loansByCustomer.get(c.id)?.at(-1);
    const day = addDays(loan?.issueDate ?? c.createdAt.slice(0, 10), 150);
    for (const [kind, title] of [
      ['legalClaim', 'Court claim'],
      ['legalNotice', 'Notice before legal action'],
    ] as const) {
      // No loanId: these stay out of the customer's own loan documents (customer site).
      documents.push({
        id: documents.length + 1,
        customerId: c.id,
        type: 'legal',
        legalKind: kind,
        title: `${title}, loan ${loan?.id ?? '-'}`,
        fileName: `${kind}-${c.id}.pdf`,
        contentType: 'application/pdf',
        size: 32_000,
        createdAt: at(day, kind === 'legalNotice' ? 9 : 15),
      });
    }
  }

  const overdue = customers.filter((c) => COLLECTION.includes(statusOf(c)) && loansByCustomer.has(c.id)).slice(0, 30);
  const letters: Row[] = overdue.map((c, i) => {
    const loan = loansByCustomer.get(c.id)?.at(-1);
    const day = addDays(loan?.issueDate ?? rel('2026-06-01'), 60 + i);
    const status = i % 3 === 0 ? 'pendingApproval' : i % 3 === 1 ? 'approved' : 'sent';
    const kind = statusOf(c) === 'legal' ? 'legalNotice' : statusOf(c) === 'externalCollection' ? 'default' : 'reminder';
    return {
      id: i + 1,
      customerId: c.id,
      loanId: loan?.id ?? null,
      kind,
      text: `Dear ${c.firstName} ${c.lastName}, your loan ${loan?.id ?? ''} is overdue. Please contact us to arrange a payment.`,
      status,
      createdBy: 'agent@pronto.test',
      createdAt: at(day, 9),
      decidedBy: status === 'pendingApproval' ? null : 'admin@pronto.test',
      decidedAt: status === 'pendingApproval' ? null : at(day, 12),
      sentAt: status === 'sent' ? at(addDays(day, 1), 10) : null,
      sentBy: status === 'sent' ? 'admin@pronto.test' : null,
    };
  });
  return { documents, letters };
}
