import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../lib/format';
import { fileProblemOf } from './file-checks';

describe('class file checks', () => {
  const MB = 1024 * 1024;

  it('accepts the class space types within the limit, whatever the case of the extension', () => {
    expect(fileProblemOf({ name: 'Modul.PDF', size: 2 * MB }, 25 * MB)).toBeNull();
    expect(fileProblemOf({ name: 'nilai.xlsx', size: 10 }, 25 * MB)).toBeNull();
    expect(fileProblemOf({ name: 'arsip.tar.zip', size: 10 }, 25 * MB)).toBeNull();
  });

  it('names the problem: an unknown type, an empty file, a file over the limit', () => {
    expect(fileProblemOf({ name: 'setup.exe', size: 10 }, 25 * MB)).toBe('type');
    expect(fileProblemOf({ name: 'tanpa-ekstensi', size: 10 }, 25 * MB)).toBe('type');
    expect(fileProblemOf({ name: 'kosong.pdf', size: 0 }, 25 * MB)).toBe('empty');
    expect(fileProblemOf({ name: 'besar.pdf', size: 25 * MB + 1 }, 25 * MB)).toBe('size');
  });

  it('writes sizes in the reader’s language', () => {
    expect(formatBytes(820, 'id-ID')).toBe('820 B');
    expect(formatBytes(12.5 * 1024, 'id-ID')).toBe('12,5 KB');
    expect(formatBytes(3.4 * MB, 'en-US')).toBe('3.4 MB');
    expect(formatBytes(250 * MB, 'en-US')).toBe('250 MB');
  });
});
