import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('turns a text that a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('writes numbers as they are, negative ones too', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it('builds a text of a header and rows', () => {
    expect(
      csvText(
        ['id', 'name'],
        [
          [1, '=cmd'],
          [2, 'Ann, Bo'],
        ],
      ),
    ).toBe(`id,name\n1,'=cmd\n2,"Ann, Bo"`);
  });
});
