import type { TutorAvailability } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, invalidRows } from './availability-draft';

const availability: TutorAvailability = {
  timeZone: 'Asia/Makassar',
  rules: [
    { weekday: 1, startMinute: 960, endMinute: 1200 },
    { weekday: 1, startMinute: 420, endMinute: 600 },
    { weekday: 6, startMinute: 540, endMinute: 1440 },
  ],
  exceptions: [
    { date: '2026-12-25', kind: 'off' },
    { date: '2026-12-27', kind: 'extra', startMinute: 600, endMinute: 660 },
  ],
  settings: { minimumNoticeMinutes: 120, bufferMinutes: 15, horizonDays: 30, slotMinutes: 60 },
};

describe('availability draft', () => {
  it('round-trips the API shape through the form’s HH:MM rows', () => {
    const draft = draftOf(availability);
    expect(draft.weekly[1]?.map((row) => `${row.start}-${row.end}`)).toEqual(['16:00-20:00', '07:00-10:00']);
    expect(draft.weekly[6]?.map((row) => `${row.start}-${row.end}`)).toEqual(['09:00-24:00']);
    expect(draft.weekly[2]).toEqual([]);
    expect(invalidRows(draft).size).toBe(0);
    const body = bodyOf(draft);
    expect(body.rules).toEqual([
      { weekday: 1, startMinute: 960, endMinute: 1200 },
      { weekday: 1, startMinute: 420, endMinute: 600 },
      { weekday: 6, startMinute: 540, endMinute: 1440 },
    ]);
    expect(body.exceptions).toEqual(availability.exceptions);
    expect(body.timeZone).toBe('Asia/Makassar');
  });

  it('flags backwards or empty times and a missing date, row by row', () => {
    const draft = draftOf(availability);
    const monday = draft.weekly[1] ?? [];
    const [first] = monday;
    if (first) first.end = '15:00';
    const extra = draft.exceptions[1];
    if (extra) extra.start = '';
    const off = draft.exceptions[0];
    if (off) off.date = '';
    expect([...invalidRows(draft)].sort()).toEqual([first?.key, extra?.key, off?.key].sort());
  });
});
