import { describe, expect, it } from 'vitest';
import { fromZoneInput, toZoneInput, zoneLabel } from './tutor-zone';

describe('times in the tutor zone', () => {
  it('reads a wall-clock time in WIB, WITA and WIT as UTC, and back', () => {
    expect(fromZoneInput('2026-12-01T19:00', 'Asia/Jakarta')).toBe('2026-12-01T12:00:00.000Z');
    expect(fromZoneInput('2026-12-01T19:00', 'Asia/Makassar')).toBe('2026-12-01T11:00:00.000Z');
    expect(fromZoneInput('2026-12-01T07:30', 'Asia/Jayapura')).toBe('2026-11-30T22:30:00.000Z');
    expect(toZoneInput('2026-11-30T22:30:00.000Z', 'Asia/Jayapura')).toBe('2026-12-01T07:30');
    expect(fromZoneInput('', 'Asia/Jakarta')).toBeUndefined();
  });

  it('names the zone', () => {
    expect(zoneLabel('Asia/Makassar')).toBe('WITA');
  });
});
