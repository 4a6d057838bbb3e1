import { describe, expect, it } from 'vitest';
import { expandWeeklySeries, instantToWallClock, wallClockToInstant } from './weekly-series';

describe('weekly series', () => {
  it('puts every chosen weekday from the first date to the end date at the same wall-clock time in the zone', () => {
    // 2026-12-07 is a Monday. Mondays and Thursdays, 19:00 WITA (UTC+8) = 11:00 UTC.
    const { occurrences, problem } = expandWeeklySeries(
      { firstStart: '2026-12-07T19:00', weekdays: [1, 4], until: '2026-12-17', durationMinutes: 90 },
      'Asia/Makassar',
    );
    expect(problem).toBeUndefined();
    expect(occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-12-07T11:00:00.000Z',
      '2026-12-10T11:00:00.000Z',
      '2026-12-14T11:00:00.000Z',
      '2026-12-17T11:00:00.000Z',
    ]);
    expect(occurrences[0]?.endsAt.toISOString()).toBe('2026-12-07T12:30:00.000Z');
    expect(occurrences.map((o) => o.localDate)).toEqual([
      '2026-12-07',
      '2026-12-10',
      '2026-12-14',
      '2026-12-17',
    ]);
  });

  it('skips the first date when its weekday is not chosen, and keeps the wall-clock time across a DST change', () => {
    const jakarta = expandWeeklySeries(
      { firstStart: '2026-12-07T07:30', weekdays: [3], until: '2026-12-09', durationMinutes: 60 },
      'Asia/Jakarta',
    );
    expect(jakarta.occurrences.map((o) => o.startsAt.toISOString())).toEqual(['2026-12-09T00:30:00.000Z']);
    // Europe/Amsterdam leaves summer time on 2026-10-25: 19:00 is 17:00 UTC before and 18:00 UTC after.
    const abroad = expandWeeklySeries(
      { firstStart: '2026-10-18T19:00', weekdays: [7], until: '2026-10-25', durationMinutes: 60 },
      'Europe/Amsterdam',
    );
    expect(abroad.occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-10-18T17:00:00.000Z',
      '2026-10-25T18:00:00.000Z',
    ]);
  });

  it('names what is wrong: no matching day, the end before the start, too many sessions', () => {
    const base = { firstStart: '2026-12-07T19:00', durationMinutes: 60 };
    expect(expandWeeklySeries({ ...base, weekdays: [2], until: '2026-12-07' }, 'Asia/Jakarta').problem).toBe(
      'empty',
    );
    expect(expandWeeklySeries({ ...base, weekdays: [1], until: '2026-12-01' }, 'Asia/Jakarta').problem).toBe(
      'until_before_start',
    );
    const long = expandWeeklySeries(
      { ...base, weekdays: [1, 2, 3, 4, 5, 6, 7], until: '2027-12-01' },
      'Asia/Jakarta',
    );
    expect(long.problem).toBe('too_many');
  });

  it('converts wall-clock times of a zone to instants and back', () => {
    expect(wallClockToInstant('2026-12-07T19:00', 'Asia/Jayapura')?.toISOString()).toBe(
      '2026-12-07T10:00:00.000Z',
    );
    expect(wallClockToInstant('7 Desember', 'Asia/Jakarta')).toBeNull();
    expect(instantToWallClock('2026-12-07T10:00:00.000Z', 'Asia/Makassar')).toBe('2026-12-07T18:00');
  });
});
