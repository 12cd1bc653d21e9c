import { describe, expect, it } from 'vitest';
import { encodeCsv, encodeCsvCell } from '../../../../src/server/routes/config/encodeCsv';

describe('encodeCsv', () => {
  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(encodeCsvCell('plain')).toBe('plain');
    expect(encodeCsvCell('a,b')).toBe('"a,b"');
    expect(encodeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(encodeCsvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('prefixes cells a spreadsheet would run as a formula with an apostrophe', () => {
    expect(encodeCsvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(encodeCsvCell('+1 555')).toBe("'+1 555");
    expect(encodeCsvCell('-2')).toBe("'-2");
    expect(encodeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(encodeCsvCell('\t=1')).toBe("'\t=1");
    expect(encodeCsvCell('a=b')).toBe('a=b');
  });

  it('also after leading spaces, and in the full-width forms spreadsheets read as the same signs', () => {
    expect(encodeCsvCell(' =1+1')).toBe("' =1+1");
    expect(encodeCsvCell('\u3000 @SUM(A1)')).toBe("'\u3000 @SUM(A1)");
    for (const sign of ['＝', '＋', '－', '＠']) expect(encodeCsvCell(`${sign}1`)).toBe(`'${sign}1`);
    expect(encodeCsvCell(' plain')).toBe(' plain');
  });

  it('ends every row with CRLF', () => {
    expect(
      encodeCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
});
