import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomString } from './random';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§1 FIX: random state and nonce', () => {
  it('are 10 characters of [A-Za-z0-9]', () => {
    for (let i = 0; i < 200; i++) expect(randomString(10)).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('come from crypto.getRandomValues, not Math.random', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    const mathRandom = vi.spyOn(Math, 'random');
    randomString(10);
    expect(getRandomValues).toHaveBeenCalled();
    expect(mathRandom).not.toHaveBeenCalled();
  });

  it('drop bytes that would bias the alphabet (rejection sampling)', () => {
    // 248..255 are rejected; 0 → 'A', 61 → '9', 62 → 'A' again (62 % 62).
    const batches = [[255, 248, 0, 61, 62, 250]];
    const fill = (bytes: Uint8Array<ArrayBuffer>) => {
      bytes.fill(249);
      bytes.set((batches.shift() ?? [1, 2, 3]).slice(0, bytes.length));
      return bytes;
    };
    expect(randomString(3, fill)).toBe('A9A');
  });

  it('keep drawing until enough bytes were accepted', () => {
    let draws = 0;
    const fill = (bytes: Uint8Array<ArrayBuffer>) => {
      draws++;
      return bytes.fill(draws < 3 ? 255 : 26);
    };
    expect(randomString(4, fill)).toBe('aaaa');
    expect(draws).toBe(3);
  });

  it('spread evenly over the alphabet', () => {
    const counts = new Map<string, number>();
    for (const char of Array.from({ length: 2000 }, () => randomString(31)).join('')) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = 62_000 / 62;
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.2);
  });
});
