import { describe, expect, it } from 'vitest';
import { formatZoned } from './time-zones';

describe('times in the tutor zone', () => {
  it('shows a time with the zone name', () => {
    expect(formatZoned('2026-12-01T12:00:00Z', 'Asia/Jakarta')).toMatch(/19[.:]00\u00a0WIB$/);
    expect(formatZoned('2026-12-01T12:00:00Z', 'Asia/Jayapura')).toMatch(/21[.:]00\u00a0WIT$/);
  });
});
