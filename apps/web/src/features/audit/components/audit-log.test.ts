import { describe, expect, it } from 'vitest';
import { startOfJakartaDay } from './audit-log';

describe('audit date filter', () => {
  it('turns a date into the instant its Jakarta day starts (UTC+7), optionally days later', () => {
    expect(startOfJakartaDay('2026-11-25')).toBe('2026-11-24T17:00:00.000Z');
    expect(startOfJakartaDay('2026-11-25', 1)).toBe('2026-11-25T17:00:00.000Z');
    expect(startOfJakartaDay('')).toBeUndefined();
    expect(startOfJakartaDay('25/11/2026')).toBeUndefined();
  });
});
