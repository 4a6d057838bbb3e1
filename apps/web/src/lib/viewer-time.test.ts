import { describe, expect, it } from 'vitest';
import { formatClockTime, formatSessionStart, formatSlot, localDayKey, timeZoneName } from './viewer-time';

// 16.30 UTC on 28 November: 23.30 in Jakarta (WIB), 00.30 the next day in Makassar (WITA), 01.30 in Jayapura (WIT).
const slot = { startsAt: '2026-11-28T16:30:00.000Z', endsAt: '2026-11-28T17:30:00.000Z' };

describe('times in the viewer’s zone', () => {
  it('puts a slot on the viewer’s local day, which may differ from the tutor’s', () => {
    expect(localDayKey(slot.startsAt, 'Asia/Jakarta')).toBe('2026-11-28');
    expect(localDayKey(slot.startsAt, 'Asia/Makassar')).toBe('2026-11-29');
    expect(localDayKey(slot.startsAt, 'Asia/Jayapura')).toBe('2026-11-29');
  });

  it('writes the hours in the viewer’s zone with its Indonesian name', () => {
    expect(formatClockTime(slot.startsAt, 'id', 'Asia/Makassar')).toBe('00.30');
    expect(timeZoneName('id', 'Asia/Jakarta')).toBe('WIB');
    expect(formatSlot(slot, 'id', 'Asia/Jayapura')).toBe('Minggu, 29 November 2026 · 01.30–02.30 WIT');
  });

  it('shows a class session where the student is: the same instant is 23.30 WIB or 00.30 WITA the next day', () => {
    expect(formatSessionStart(slot.startsAt, 'id', 'Asia/Jakarta')).toBe(
      'Sabtu, 28 November 2026 · 23.30\u00a0WIB',
    );
    expect(formatSessionStart(slot.startsAt, 'id', 'Asia/Makassar')).toBe(
      'Minggu, 29 November 2026 · 00.30\u00a0WITA',
    );
  });
});
