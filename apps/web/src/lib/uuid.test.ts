import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts RFC 9562 UUIDs in any case', () => {
    expect(isUuid('3f2b8c1e-6d4a-4b7e-9c21-5a0d8e7f6b13')).toBe(true);
    expect(isUuid('3F2B8C1E-6D4A-7B7E-AC21-5A0D8E7F6B13')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const value of [
      '',
      '42',
      'kelas',
      '3f2b8c1e-6d4a-4b7e-9c21-5a0d8e7f6b1',
      ' 3f2b8c1e-6d4a-4b7e-9c21-5a0d8e7f6b13',
      null,
      7,
    ])
      expect(isUuid(value)).toBe(false);
  });
});
