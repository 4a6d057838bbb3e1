import { describe, expect, it } from 'vitest';
import { accountListPath } from './admin-accounts';

describe('accounts list path', () => {
  it('sends only the filters that are set, the search encoded', () => {
    expect(accountListPath({ page: 2, pageSize: 20, q: 'sari & co', role: 'tutor', sort: 'nama' })).toBe(
      '/admin/akun?page=2&pageSize=20&q=sari+%26+co&role=tutor&sort=nama',
    );
    expect(accountListPath({ page: 1, pageSize: 20, status: 'suspended' })).toBe(
      '/admin/akun?page=1&pageSize=20&status=suspended',
    );
  });
});
