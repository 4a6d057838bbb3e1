import { describe, expect, it } from 'vitest';
import { auditListPath } from './audit';

describe('audit list path', () => {
  it('builds the audit log path with its filters', () => {
    expect(auditListPath({ page: 1, pageSize: 20, entityType: 'subject', action: 'subject.archive' })).toBe(
      '/admin/audit?page=1&pageSize=20&action=subject.archive&entityType=subject',
    );
  });
});
