import { describe, expect, it } from 'vitest';
import { formatSessionRange, minutesOfTime, timeOfMinutes } from './time-of-day';

describe('time of day', () => {
  it('turns minutes into HH:MM and back, with 24:00 as the end of the day', () => {
    expect(timeOfMinutes(16 * 60 + 5)).toBe('16:05');
    expect(timeOfMinutes(1440)).toBe('24:00');
    expect(minutesOfTime('16:05')).toBe(965);
    expect(minutesOfTime('24:00')).toBe(1440);
    expect(minutesOfTime('24:30')).toBeNull();
    expect(minutesOfTime('9:00')).toBeNull();
    expect(minutesOfTime('12:75')).toBeNull();
  });

  it('shows a session in the tutor’s zone with its label', () => {
    expect(formatSessionRange('2026-11-30T08:00:00Z', '2026-11-30T09:00:00Z', 'Asia/Makassar', 'id')).toBe(
      'Senin, 30 November 2026 · 16.00–17.00 WITA',
    );
    expect(formatSessionRange('2026-11-30T08:00:00Z', '2026-11-30T09:00:00Z', 'Asia/Jayapura', 'en')).toBe(
      'Monday, 30 November 2026 · 17:00–18:00 WIT',
    );
  });
});
