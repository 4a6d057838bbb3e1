import { describe, expect, it } from 'vitest';
import { auditPayload, NOTIFICATION_PAYLOAD_MAX_BYTES } from './notification-payload';

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('auditPayload', () => {
  it('keeps a body of at most 2 KB of JSON whole', () => {
    const body = { order_id: 'SCL-20261121-0001', transaction_status: 'settlement', note: 'x'.repeat(1500) };
    expect(auditPayload(body)).toBe(body);
    expect(auditPayload(undefined)).toEqual({});
    expect(NOTIFICATION_PAYLOAD_MAX_BYTES).toBe(2048);
  });

  it('keeps the start of a larger body and its size, within 2 KB of JSON in all', () => {
    const body = { order_id: 'SCL-20261121-0001', padding: '"quoted" \\ and \n'.repeat(4000) };
    const kept = auditPayload(body) as { excerpt: string; bytes: number; truncated: true };
    expect(kept.truncated).toBe(true);
    expect(kept.bytes).toBe(jsonBytes(body));
    expect(JSON.stringify(body).startsWith(kept.excerpt)).toBe(true);
    expect(jsonBytes(kept)).toBeLessThanOrEqual(2048);
    expect(jsonBytes(kept)).toBeGreaterThan(1900);
  });

  it('never cuts a character in two', () => {
    for (const shift of [0, 1, 2, 3]) {
      const body = { pad: 'a'.repeat(shift) + '😀'.repeat(2000) };
      const kept = auditPayload(body, 512) as { excerpt: string };
      // A lone surrogate would not survive a round trip through UTF-8.
      expect(Buffer.from(kept.excerpt, 'utf8').toString('utf8')).toBe(kept.excerpt);
      expect(jsonBytes(kept)).toBeLessThanOrEqual(512);
    }
  });
});
