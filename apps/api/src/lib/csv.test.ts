import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv';

describe('csv', () => {
  it('quotes every cell, doubles quotes and keeps commas and line breaks inside the cell', () => {
    expect(csvCell('Siti "Ani", S.Pd.\nBandung')).toBe('"Siti ""Ani"", S.Pd.\nBandung"');
    expect(csvCell(12)).toBe('"12"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://x")', '+62 812', '-1+1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text).startsWith(`"'`), text).toBe(true);
    }
    expect(csvCell('Budi = guru')).toBe('"Budi = guru"');
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('starts with a byte order mark and ends rows with CRLF', () => {
    expect(
      csvOf([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"c","1"\r\n');
  });
});
