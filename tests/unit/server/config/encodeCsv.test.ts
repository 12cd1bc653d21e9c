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

  it('also after characters nobody sees, and in the small forms of the signs', () => {
    // Zero-width space, left-to-right mark, Mongolian vowel separator, BOM, word joiner, soft hyphen.
    for (const unseen of ['\u200B', '\u200E', '\u180E', '\uFEFF', '\u2060', '\u00AD']) {
      expect(encodeCsvCell(`${unseen}=1+1`)).toBe(`'${unseen}=1+1`);
      expect(encodeCsvCell(`${unseen} ${unseen}@SUM(A1)`)).toBe(`'${unseen} ${unseen}@SUM(A1)`);
      expect(encodeCsvCell(`${unseen}plain`)).toBe(`${unseen}plain`);
    }
    // Small plus, small hyphen-minus, small equals, small commercial at, minus sign.
    for (const sign of ['\uFE62', '\uFE63', '\uFE66', '\uFE6B', '\u2212']) {
      expect(encodeCsvCell(`${sign}1`)).toBe(`'${sign}1`);
      expect(encodeCsvCell(`\u200B${sign}1`)).toBe(`'\u200B${sign}1`);
    }
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
