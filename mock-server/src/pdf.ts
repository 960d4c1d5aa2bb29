/* A plain-text PDF (A4, Helvetica 10 pt, 60 lines a page): enough for a certificate or a copy of an agreement. */

const LINES_PER_PAGE = 60;
const WRAP_AT = 95;

/** Latin-1 text for the PDF's WinAnsi font: the euro sign is byte 0x80; other characters it lacks become '?'. */
function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === '€') out += '\x80';
    else out += ch.charCodeAt(0) <= 0xff ? ch : '?';
  }
  return out;
}

/** A line split at spaces into lines of at most WRAP_AT characters. */
function wrap(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > WRAP_AT) {
    const cut = rest.lastIndexOf(' ', WRAP_AT);
    const at = cut > 0 ? cut : WRAP_AT;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** The lines as a PDF: `title` in bold at the top of the first page and in the document's information. */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const body = lines.flatMap(wrap);
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, body.length); i += LINES_PER_PAGE) pages.push(body.slice(i, i + LINES_PER_PAGE));
  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, i) => {
    const heading = i === 0 ? `BT /F2 13 Tf 50 792 Td (${escape(winAnsi(title))}) Tj ET\n` : '';
    const text = pageLines.map((l) => `(${escape(winAnsi(l))}) Tj T*`).join('\n');
    const stream = `${heading}BT /F1 10 Tf 12 TL 50 ${i === 0 ? 766 : 792} Td\n${text}\nET`;
    objects[5 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`;
    objects[6 + i * 2] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escape(winAnsi(title))}) /Producer (Pronto) >>`;
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) pdf += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
