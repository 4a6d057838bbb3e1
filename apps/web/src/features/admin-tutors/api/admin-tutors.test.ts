import { describe, expect, it } from 'vitest';
import { tutorListPath } from './admin-tutors';

describe('tutor list path', () => {
  it('sends only the filters that are set, the search encoded', () => {
    expect(tutorListPath({ page: 2, pageSize: 20, q: 'sari & co', status: 'verified', sort: 'nama' })).toBe(
      '/admin/tutor?page=2&pageSize=20&q=sari+%26+co&status=verified&sort=nama',
    );
    expect(tutorListPath({ page: 1, pageSize: 20, status: 'needs_changes' })).toBe(
      '/admin/tutor?page=1&pageSize=20&status=needs_changes',
    );
  });
});
