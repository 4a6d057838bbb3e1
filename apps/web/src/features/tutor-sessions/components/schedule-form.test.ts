import { describe, expect, it } from 'vitest';
import { emptyScheduleValues, occurrencesOf, requestOf, type ScheduleFormValues } from './schedule-form';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const weekly: ScheduleFormValues = {
  ...emptyScheduleValues,
  date: '2026-12-07',
  time: '19:00',
  weekdays: [1, 3],
  until: '2026-12-16',
  duration: '90',
  link: 'https://meet.jit.si/scola-uji',
};

describe('the schedule form', () => {
  it('previews a weekly series in the tutor’s zone and sends it as wall-clock values', () => {
    const { occurrences } = occurrencesOf(weekly, 'Asia/Jayapura');
    // 19:00 WIT = 10:00 UTC, Mondays and Wednesdays.
    expect(occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-12-07T10:00:00.000Z',
      '2026-12-09T10:00:00.000Z',
      '2026-12-14T10:00:00.000Z',
      '2026-12-16T10:00:00.000Z',
    ]);
    expect(requestOf(weekly, 'Asia/Jayapura', NOW).body).toEqual({
      kind: 'weekly',
      firstStart: '2026-12-07T19:00',
      weekdays: [1, 3],
      until: '2026-12-16',
      durationMinutes: 90,
      meetingUrl: 'https://meet.jit.si/scola-uji',
    });
  });

  it('sends one session as its UTC instant, with the title when one is given', () => {
    const single = { ...weekly, mode: 'single' as const, title: ' Try out ' };
    expect(requestOf(single, 'Asia/Makassar', NOW).body).toEqual({
      kind: 'single',
      startsAt: '2026-12-07T11:00:00.000Z',
      durationMinutes: 90,
      meetingUrl: 'https://meet.jit.si/scola-uji',
      title: 'Try out',
    });
  });

  it('marks what is missing or wrong and sends nothing', () => {
    const bad = { ...weekly, weekdays: [], link: 'meet.jit.si/x', duration: '5', until: '' };
    const { body, invalid } = requestOf(bad, 'Asia/Jakarta', NOW);
    expect(body).toBeNull();
    expect([...invalid].sort()).toEqual(['duration', 'link', 'preview', 'until', 'weekdays']);
    // A date already past is refused before the server is asked.
    const past = requestOf({ ...weekly, date: '2026-11-02', until: '2026-11-04' }, 'Asia/Jakarta', NOW);
    expect(past.invalid).toEqual(new Set(['preview']));
    expect(occurrencesOf({ ...weekly, time: '' }, 'Asia/Jakarta').problem).toBe('incomplete');
  });
});
