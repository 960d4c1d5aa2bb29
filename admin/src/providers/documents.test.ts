import { describe, expect, it } from 'vitest';
import { fromBase64 } from '../resources/documents/download.ts';
import { MAX_UPLOAD_BYTES, toBase64, toDocumentQuery, uploadRefusal } from './documents.ts';

describe('uploads', () => {
  it("refuses before sending with the mock's own sentences", () => {
    expect(uploadRefusal('scan.pdf', MAX_UPLOAD_BYTES + 1, 'application/pdf')).toBe(
      'scan.pdf is 513 KB; the largest file you can upload is 512 KB.',
    );
    expect(uploadRefusal('scan.pdf', 3 * 1024 * 1024, 'application/pdf')).toBe(
      'scan.pdf is 3072 KB; the largest file you can upload is 512 KB.',
    );
    expect(uploadRefusal('a.zip', 10, 'application/zip')).toBe(
      'Only PDF, JPEG, PNG or text files can be uploaded (this one is application/zip).',
    );
    expect(uploadRefusal('a', 10, '')).toBe('Only PDF, JPEG, PNG or text files can be uploaded (this one is of an unknown type).');
    expect(uploadRefusal('empty.txt', 0, 'text/plain')).toBe('empty.txt is empty.');
    expect(uploadRefusal('scan.pdf', MAX_UPLOAD_BYTES, 'application/pdf')).toBeNull();
  });

  it('encodes files to base64 in chunks and back, byte for byte', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const encoded = toBase64(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    expect(fromBase64(encoded)).toEqual(bytes);
  });
});

describe('document list query', () => {
  it('keeps the customer and type filters and the page', () => {
    expect(toDocumentQuery({ customerId: '12', type: 'idDocument' }, { page: 2, perPage: 10 })).toEqual({
      customerId: 12,
      type: 'idDocument',
      page: 2,
      perPage: 10,
    });
    expect(toDocumentQuery({ customerId: '', type: '' }, undefined)).toEqual({ page: 1, perPage: 25 });
  });
});
