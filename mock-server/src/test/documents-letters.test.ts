import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../routes/documents.ts';
import { daysOverdue, runCandidates } from '../routes/collection-runs.ts';
import { letterRefusal } from '../routes/letters.ts';
import type { CustomerRecord, LoanRecord } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const b64 = (text: string) => Buffer.from(text).toString('base64');
const borrower = (country: 'GB' | 'ES') =>
  mock.ctx.db.customers.find((c) => c.country === country && mock.ctx.db.loans.some((l) => l.customerId === c.id) && !c.deleted)!;
const message = (answer: { body: { errors: { message: string }[] } }) => answer.body.errors[0]?.message;

describe('documents and uploads', () => {
  it('uploads a file, lists and counts it, and downloads the same bytes', async () => {
    const c = borrower('GB');
    const before = (await mock.api('get', `/api/communication/documentCount?customerId=${c.id}`, undefined, admin)).body.data
      .count as number;
    const slot = await mock.api('get', `/api/communication/s3PreSignedUploadUrl?customerId=${c.id}&fileName=payslip.txt`, undefined, admin);
    expect(slot.body.data).toMatchObject({ uploadUrl: '/api/communication/s3Upload', maxBytes: MAX_UPLOAD_BYTES });
    expect(slot.body.data.key).toMatch(new RegExp(`^customers/${c.id}/[0-9a-f]{12}-payslip\\.txt$`));
    const up = await mock.api(
      'post',
      '/api/communication/s3Upload',
      {
        customerId: c.id,
        type: 'proofOfIncome',
        fileName: 'payslip.txt',
        contentType: 'text/plain',
        contentBase64: b64('Salary 2000'),
        key: slot.body.data.key,
      },
      admin,
    );
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      customerId: c.id,
      type: 'proofOfIncome',
      fileName: 'payslip.txt',
      size: 11,
      createdBy: 'admin@pronto.test',
      key: slot.body.data.key,
    });
    const count = await mock.api('get', `/api/communication/documentCount?customerId=${c.id}`, undefined, admin);
    expect(count.body.data.count).toBe(before + 1);
    expect(count.body.data.byType.proofOfIncome).toBeGreaterThanOrEqual(1);
    const listed = await mock.api('get', `/api/communication/documentList?customerId=${c.id}&perPage=50`, undefined, admin);
    expect(listed.body.data.items[0]).toMatchObject({ id: up.body.data.id, fileName: 'payslip.txt' });
    expect(listed.body.data.total).toBe(before + 1);
    const down = await mock.api('get', `/api/communication/s3Download?documentId=${up.body.data.id}`, undefined, admin);
    expect(Buffer.from(down.body.data.contentBase64, 'base64').toString()).toBe('Salary 2000');
    const link = await mock.api('get', `/api/communication/s3Link?documentId=${up.body.data.id}`, undefined, admin);
    expect(link.body.data.url).toMatch(new RegExp(`^/api/communication/s3Download\\?documentId=${up.body.data.id}&signature=`));
  });

  it('refuses bad uploads with 422 and a sentence: type, size, empty, unknown customer', async () => {
    const c = borrower('GB');
    const base = { customerId: c.id, type: 'other', fileName: 'a.zip', contentType: 'application/zip', contentBase64: b64('x') };
    const zip = await mock.api('post', '/api/communication/s3Upload', base, admin);
    expect(zip.status).toBe(422);
    expect(message(zip)).toBe('Only PDF, JPEG, PNG or text files can be uploaded (this one is application/zip).');
    const big = await mock.api(
      'post',
      '/api/communication/s3Upload',
      {
        ...base,
        fileName: 'big.pdf',
        contentType: 'application/pdf',
        contentBase64: Buffer.alloc(MAX_UPLOAD_BYTES + 1).toString('base64'),
      },
      admin,
    );
    expect(big.status).toBe(422);
    expect(message(big)).toBe('big.pdf is 513 KB; the largest file you can upload is 512 KB.');
    expect(
      message(await mock.api('post', '/api/communication/s3Upload', { ...base, contentType: 'text/plain', contentBase64: '' }, admin)),
    ).toBe('contentBase64 is required.');
    expect(
      message(await mock.api('post', '/api/communication/s3Upload', { ...base, contentType: 'text/plain', type: 'selfie' }, admin)),
    ).toMatch(/^type must be one of: idDocument, /);
    expect(message(await mock.api('post', '/api/communication/s3Upload', { ...base, customerId: 999999 }, admin))).toBe(
      'Customer 999999 does not exist.',
    );
  });

  it('reads an uploaded identity document, auto-checks it against the customer and keeps the result', async () => {
    const c = borrower('GB');
    const text = `firstName: ${c.firstName}\nlastName: Wrongname\nbirthDate: ${c.birthDate.slice(0, 10)}`;
    const up = await mock.api(
      'post',
      '/api/communication/s3Upload',
      { customerId: c.id, type: 'idDocument', fileName: 'id.txt', contentType: 'text/plain', contentBase64: b64(text) },
      admin,
    );
    const documentId = up.body.data.id as number;
    const ocr = await mock.api('get', `/api/communication/ocr/results?documentId=${documentId}`, undefined, admin);
    expect(ocr.body.data.fields).toMatchObject({ firstName: c.firstName, lastName: 'Wrongname' });
    expect(ocr.body.data.autoCheck).toBeNull();
    const check = await mock.api('post', '/api/communication/ocr/autoCheck', { documentId }, admin);
    expect(check.body.data.passed).toBe(false);
    expect(check.body.data.checks.filter((x: { match: boolean }) => !x.match).map((x: { field: string }) => x.field)).toEqual(['lastName']);
    const again = await mock.api('get', `/api/communication/ocr/results?documentId=${documentId}`, undefined, admin);
    expect(again.body.data.autoCheck).toMatchObject({ passed: false, checkedBy: 'admin@pronto.test' });
    const payslip = mock.ctx.rows('documents').find((d) => d.type === 'proofOfIncome')!;
    expect(message(await mock.api('post', '/api/communication/ocr/autoCheck', { documentId: payslip.id }, admin))).toBe(
      `Document ${payslip.id} is not an identity document: OCR runs on identity documents only.`,
    );
  });

  it('reads a Spanish DNI and refuses a UK document', async () => {
    const es = mock.ctx.db.customers.find((c) => c.country === 'ES' && c.additionalField)!;
    const up = await mock.api(
      'post',
      '/api/communication/s3Upload',
      { customerId: es.id, type: 'idDocument', fileName: 'dni.jpg', contentType: 'image/jpeg', contentBase64: b64('jpeg bytes') },
      admin,
    );
    const read = await mock.api('post', '/api/communication/dni/read', { documentId: up.body.data.id }, admin);
    expect(read.body.data).toMatchObject({ number: es.additionalField!.toUpperCase(), valid: true, matchesCustomer: true });
    const gb = borrower('GB');
    const gbDoc = await mock.api(
      'post',
      '/api/communication/s3Upload',
      { customerId: gb.id, type: 'idDocument', fileName: 'passport.png', contentType: 'image/png', contentBase64: b64('png') },
      admin,
    );
    expect(message(await mock.api('post', '/api/communication/dni/read', { documentId: gbDoc.body.data.id }, admin))).toBe(
      `DNI reading is for Spanish identity documents; customer ${gb.id} is a UK customer.`,
    );
  });

  it('stores a signed loan agreement (PDF only) and gets it back by loan', async () => {
    const loan = mock.ctx.db.loans[0]!;
    expect((await mock.api('get', `/api/communication/loanAgreement?loanId=${loan.id}`, undefined, admin)).body.data).toBeNull();
    const png = await mock.api(
      'post',
      '/api/communication/loanAgreement/upload',
      { loanId: loan.id, fileName: 'signed.png', contentType: 'image/png', contentBase64: b64('png') },
      admin,
    );
    expect(message(png)).toBe('A signed loan agreement must be a PDF file.');
    await mock.api(
      'post',
      '/api/communication/loanAgreement/upload',
      { loanId: loan.id, fileName: 'signed.pdf', contentType: 'application/pdf', contentBase64: b64('%PDF-1.4') },
      admin,
    );
    const got = await mock.api('get', `/api/communication/loanAgreement?loanId=${loan.id}`, undefined, admin);
    expect(got.body.data).toMatchObject({
      loanId: loan.id,
      customerId: loan.customerId,
      type: 'signedLoanAgreement',
      fileName: 'signed.pdf',
    });
  });

  it("e-mails a customer their documents, never another customer's", async () => {
    const c = borrower('GB');
    const own = mock.ctx
      .rows('documents')
      .filter((d) => d.customerId === c.id)
      .map((d) => d.id);
    const other = mock.ctx.rows('documents').find((d) => d.customerId !== c.id)!;
    expect(
      message(await mock.api('post', '/api/communication/sendDocumentsToCustomer', { customerId: c.id, documentIds: [other.id] }, admin)),
    ).toBe(`Document ${other.id} belongs to another customer.`);
    expect(
      message(await mock.api('post', '/api/communication/sendDocumentsToCustomer', { customerId: c.id, documentIds: [] }, admin)),
    ).toBe('Choose at least one document to send.');
    const sent = await mock.api('post', '/api/communication/sendDocumentsToCustomer', { customerId: c.id, documentIds: own }, admin);
    expect(sent.body.data.sent).toBe(own.length);
    const mail = mock.ctx.db.emailHistory.at(-1)!;
    expect(mail).toMatchObject({ emailAddress: c.emailAddress, subject: 'Your documents from Pronto', customerId: c.id });
  });
});

describe('letters', () => {
  it('go from waiting for approval to approved to sent, refusing steps out of order', async () => {
    const c = borrower('GB');
    const made = await mock.api('post', '/api/communication/letter', { customerId: c.id, kind: 'reminder', text: 'Please pay.' }, admin);
    const letterId = made.body.data.id as number;
    expect(made.body.data).toMatchObject({ status: 'pendingApproval', customerName: `${c.firstName} ${c.lastName}` });
    const waiting = await mock.api('get', '/api/customer/letters/approvals', undefined, admin);
    expect(waiting.body.data.map((l: { id: number }) => l.id)).toContain(letterId);
    expect(message(await mock.api('post', '/api/customer/letters/send', { letterIds: [letterId] }, admin))).toBe(
      `Letter ${letterId} is waiting for approval: approve it before sending.`,
    );
    expect(message(await mock.api('post', '/api/customer/letters/approvals', { letterId, decision: 'reject' }, admin))).toBe(
      'Give a reason to reject the letter.',
    );
    await mock.api('post', '/api/customer/letters/approvals', { letterId, decision: 'approve' }, admin);
    const extraction = await mock.api('get', '/api/customer/letters/extractionList', undefined, admin);
    expect(extraction.body.data.find((l: { id: number }) => l.id === letterId)).toMatchObject({
      status: 'approved',
      decidedBy: 'admin@pronto.test',
    });
    const sent = await mock.api('post', '/api/customer/letters/send', { letterIds: [letterId] }, admin);
    expect(sent.body.data.sent).toBe(1);
    expect(message(await mock.api('post', '/api/customer/letters/approvals', { letterId, decision: 'approve' }, admin))).toBe(
      `Letter ${letterId} is already sent.`,
    );
    expect(message(await mock.api('post', '/api/communication/letter', { customerId: c.id, kind: 'poem', text: 'x' }, admin))).toBe(
      'kind must be one of: reminder, default, legalNotice, other.',
    );
  });

  it('letterRefusal names the reason for every state', () => {
    expect(letterRefusal({ id: 3, status: 'rejected' }, 'send')).toBe('Letter 3 is rejected: only approved letters can be sent.');
    expect(letterRefusal({ id: 3, status: 'approved' }, 'send')).toBeNull();
    expect(letterRefusal({ id: 3, status: 'pendingApproval' }, 'decide')).toBeNull();
  });

  it('seeds letters in every state', () => {
    const statuses = new Set(mock.ctx.rows('letters').map((l) => l.status));
    expect([...statuses].sort()).toEqual(['approved', 'pendingApproval', 'sent']);
  });
});

describe('automatic collection runs', () => {
  const loan = (status: LoanRecord['status'], expectedDate: string) =>
    ({ status, installments: [{ status: 'unpaid', expectedDate }] }) as unknown as LoanRecord;
  const customer = (id: number, status: string) => ({ id, deleted: false, statuses: [{ status }] }) as unknown as CustomerRecord;

  it('counts days from the oldest unpaid instalment of an overdue loan only', () => {
    expect(daysOverdue(loan('overdue', '2026-09-01'), '2026-11-01')).toBe(61);
    expect(daysOverdue(loan('issued', '2026-09-01'), '2026-11-01')).toBe(0);
  });

  it('picks customers by status and days overdue (IC from 1 day, EC from 60, LC from 120)', () => {
    const loans = [
      { ...loan('overdue', '2026-09-01'), customerId: 1 },
      { ...loan('overdue', '2026-10-31'), customerId: 2 },
      { ...loan('overdue', '2026-06-01'), customerId: 3 },
    ] as LoanRecord[];
    const people = [
      customer(1, 'internalCollection'),
      customer(2, 'internalCollection'),
      customer(3, 'externalCollection'),
      customer(4, 'approved'),
    ];
    expect(runCandidates('autoEC', people, loans, '2026-11-01').map((x) => x.customer.id)).toEqual([1]);
    expect(runCandidates('autoLC', people, loans, '2026-11-01').map((x) => x.customer.id)).toEqual([3]);
    expect(runCandidates('autoIC', people, loans, '2026-11-01')).toEqual([]);
  });

  it('a dry run changes nothing; a real run moves the customer and records who ran it', async () => {
    const today = mock.ctx.nowIso().slice(0, 10);
    const target = runCandidates('autoEC', mock.ctx.db.customers, mock.ctx.db.loans, today)[0]!;
    const dry = await mock.api('post', '/api/customer/autoEC', { dryRun: true, customerIds: [target.customer.id] }, admin);
    expect(dry.body.data).toMatchObject({ run: 'autoEC', dryRun: true, moved: 1, to: 'externalCollection' });
    expect(target.customer.statuses.at(-1)?.status).toBe('internalCollection');
    const real = await mock.api('post', '/api/customer/autoEC', { customerIds: [target.customer.id] }, admin);
    expect(real.body.data.customers).toEqual([expect.objectContaining({ customerId: target.customer.id, loanId: target.loan.id })]);
    expect(target.customer.statuses.at(-1)).toMatchObject({ status: 'externalCollection', createdBy: 'admin@pronto.test (autoEC)' });
    expect((await mock.api('post', '/api/customer/autoEC', { customerIds: [target.customer.id] }, admin)).body.data.moved).toBe(0);
  });

  it('legal documents: seeded for customers in legal collection, refused for others', async () => {
    const legal = mock.ctx.rows('documents').find((d) => d.type === 'legal')!;
    const docs = await mock.api('get', `/api/customer/legalDocuments?customerId=${String(legal.customerId)}`, undefined, admin);
    expect(docs.body.data.length).toBeGreaterThanOrEqual(2);
    const approved = mock.ctx.db.customers.find((c) => c.statuses.at(-1)?.status === 'approved')!;
    expect(message(await mock.api('get', `/api/customer/legalDocuments?customerId=${approved.id}`, undefined, admin))).toBe(
      `Customer ${approved.id} is not in legal collection and has no legal documents.`,
    );
  });
});
