import { describe, expect, it } from 'vitest';
import { formatZoned, fromZonedInput, toZonedInput, zoneLabel } from './time-zones';

describe('times in the tutor zone', () => {
  it('reads a wall-clock time in WIB, WITA and WIT as UTC, and back', () => {
    expect(fromZonedInput('2026-12-01T19:00', 'Asia/Jakarta')).toBe('2026-12-01T12:00:00.000Z');
    expect(fromZonedInput('2026-12-01T19:00', 'Asia/Makassar')).toBe('2026-12-01T11:00:00.000Z');
    expect(fromZonedInput('2026-12-01T07:30', 'Asia/Jayapura')).toBe('2026-11-30T22:30:00.000Z');
    expect(toZonedInput('2026-11-30T22:30:00.000Z', 'Asia/Jayapura')).toBe('2026-12-01T07:30');
    expect(fromZonedInput('', 'Asia/Jakarta')).toBeUndefined();
  });

  it('shows a time with the zone name', () => {
    expect(zoneLabel('Asia/Makassar')).toBe('WITA');
    expect(formatZoned('2026-12-01T12:00:00Z', 'Asia/Jakarta')).toMatch(/19[.:]00\u00a0WIB$/);
    expect(formatZoned('2026-12-01T12:00:00Z', 'Asia/Jayapura')).toMatch(/21[.:]00\u00a0WIT$/);
  });
});
