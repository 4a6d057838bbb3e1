import { describe, expect, it } from 'vitest';
import { isEmptySummary, latestPurchases, type RecentPurchase } from './purchases';

const item = (kind: RecentPurchase['kind'], id: string, grantedAt: string): RecentPurchase => ({
  kind,
  id,
  title: id,
  to: `/${kind}/${id}`,
  grantedAt,
});

describe('latestPurchases', () => {
  it('merges the kinds newest first and keeps the limit', () => {
    const classes = [
      item('kelas', 'k2', '2026-11-20T10:00:00Z'),
      item('kelas', 'k1', '2026-11-01T10:00:00Z'),
    ];
    const courses = [item('lifeskill', 'l1', '2026-11-21T08:00:00Z')];
    const materials = [item('materi', 'm1', '2026-11-10T10:00:00Z')];
    expect(latestPurchases([classes, courses, materials], 3).map((entry) => entry.id)).toEqual([
      'l1',
      'k2',
      'm1',
    ]);
    expect(latestPurchases([classes, courses, materials], 10)).toHaveLength(4);
    expect(latestPurchases([], 3)).toEqual([]);
  });

  it('keeps the lists’ order for items granted at the same moment (a package’s classes)', () => {
    const at = '2026-11-21T08:00:00Z';
    const classes = [item('kelas', 'a', at), item('kelas', 'b', at)];
    expect(latestPurchases([classes, [item('materi', 'c', at)]], 3).map((entry) => entry.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('isEmptySummary', () => {
  const summary = {
    counts: { kelas: 0, lifeskill: 0, materi: 0 },
    latest: [],
    pending: [],
    pendingTotal: 0,
  };

  it('is empty for a new student only', () => {
    expect(isEmptySummary(summary)).toBe(true);
    expect(isEmptySummary({ ...summary, counts: { kelas: 0, lifeskill: 0, materi: 1 } })).toBe(false);
    expect(isEmptySummary({ ...summary, pendingTotal: 1 })).toBe(false);
  });
});
