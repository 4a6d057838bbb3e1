import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatLongDate,
  formatRating,
  formatRupiah,
  formatSessionTime,
  formatShortDate,
  formatTime,
  splitMinutes,
  subjectLabel,
} from './format';

const NBSP = '\u00a0';

describe('formatRupiah', () => {
  it('writes rupiah the Indonesian way, "Rp" and the amount joined by a no-break space', () => {
    expect(formatRupiah(150_000)).toBe(`Rp${NBSP}150.000`);
    expect(formatRupiah(1_250_000)).toBe(`Rp${NBSP}1.250.000`);
    expect(formatRupiah(0)).toBe(`Rp${NBSP}0`);
    expect(formatRupiah(999)).toBe(`Rp${NBSP}999`);
    expect(formatRupiah(-85_000)).toBe(`-Rp${NBSP}85.000`);
  });

  it('matches the platform’s own IDR currency format', () => {
    const intl = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
    });
    expect(formatRupiah(150_000)).toBe(intl.format(150_000));
  });
});

describe('dates and times (Asia/Jakarta)', () => {
  it('shows Indonesian dates in Jakarta time, also across midnight UTC', () => {
    expect(formatDate('2026-11-24T12:00:00.000Z')).toBe('24 November 2026');
    // 17:30 UTC is already the next day in Jakarta (UTC+7).
    expect(formatDate('2026-11-24T17:30:00.000Z')).toBe('25 November 2026');
    expect(formatLongDate('2026-11-24T12:00:00.000Z')).toBe('Selasa, 24 November 2026');
    expect(formatShortDate('2026-12-01T12:00:00.000Z')).toBe('1 Des 2026');
  });

  it('writes times with a dot and WIB', () => {
    expect(formatTime('2026-11-24T12:00:00.000Z')).toBe(`19.00${NBSP}WIB`);
    expect(formatTime('2026-11-24T17:05:00.000Z')).toBe(`00.05${NBSP}WIB`);
    expect(formatSessionTime('2026-11-24T12:00:00.000Z')).toBe(`Selasa, 24 November 2026 · 19.00${NBSP}WIB`);
  });

  it('follows English when it is the language', () => {
    expect(formatLongDate('2026-11-24T12:00:00.000Z', 'en')).toMatch(/^Tuesday,? 24 November 2026$/);
    expect(formatTime('2026-11-24T12:00:00.000Z', 'en')).toBe(`19:00${NBSP}WIB`);
  });
});

describe('durations, ratings and subjects', () => {
  it('formats lesson lengths as a clock', () => {
    expect(formatClock(420)).toBe('7:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(4620)).toBe('1:17:00');
    expect(splitMinutes(77)).toEqual({ hours: 1, minutes: 17 });
  });

  it('writes ratings with one decimal, comma in Indonesian', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4.333)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(4.5, 'en')).toBe('4.5');
  });

  it('names a subject with its level once', () => {
    expect(subjectLabel('Matematika', 'SMA')).toBe('Matematika SMA');
    expect(subjectLabel('TPS UTBK', 'UTBK')).toBe('TPS UTBK');
  });
});
