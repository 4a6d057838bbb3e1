import { describe, expect, it } from 'vitest';
import { cleanPlainText } from './plain-text';

describe('cleanPlainText', () => {
  it('keeps words, emoji and single blank lines, and markup as literal text', () => {
    expect(cleanPlainText('Bagus sekali 👍🏽\n\nTerima kasih, <b>Kak</b>!')).toBe(
      'Bagus sekali 👍🏽\n\nTerima kasih, <b>Kak</b>!',
    );
    expect(cleanPlainText('👩‍🏫 keren')).toBe('👩‍🏫 keren');
  });

  it('normalises line breaks, tabs, trailing spaces and runs of blank lines, and trims', () => {
    expect(cleanPlainText('  satu  \r\ndua\rtiga\u2028empat\t5\n\n\n\n\nenam  ')).toBe(
      'satu\ndua\ntiga\nempat 5\n\nenam',
    );
  });

  it('removes control, bidirectional and invisible characters', () => {
    expect(cleanPlainText('a\u0007b\u001Bc\u0085d')).toBe('abcd');
    expect(cleanPlainText('harga \u202Eoknil\u202C 5\u2066x\u2069')).toBe('harga oknil 5x');
    expect(cleanPlainText('zero\u200Bwidth\uFEFF soft\u00ADhyphen')).toBe('zerowidth softhyphen');
  });

  it('composes to NFC and leaves nothing of whitespace only', () => {
    expect(cleanPlainText('Cafe\u0301')).toBe('Caf\u00E9');
    expect(cleanPlainText(' \n\t \u200B ')).toBe('');
  });
});
