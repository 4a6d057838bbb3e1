import { describe, expect, it } from 'vitest';
import { referenceListPath } from './admin-reference';

describe('admin list paths', () => {
  it('sends only the filters that are set', () => {
    expect(
      referenceListPath('pelajaran', { page: 2, pageSize: 50, status: 'arsip', level: 'SMA', q: '' }),
    ).toBe('/admin/pelajaran?page=2&pageSize=50&status=arsip&level=SMA');
    expect(referenceListPath('keahlian', { page: 1, pageSize: 20, kategori: 'abc', q: 'piano' })).toBe(
      '/admin/keahlian?page=1&pageSize=20&q=piano&kategori=abc',
    );
  });
});
