import { describe, expect, it } from 'vitest';
import { refusalBudget } from './refusal-budget';

describe('refusalBudget', () => {
  function budget(overrides: Partial<Parameters<typeof refusalBudget>[0]> = {}) {
    let now = 1_000_000;
    const counter = refusalBudget({
      perSource: 3,
      total: 100,
      windowMs: 60_000,
      now: () => now,
      ...overrides,
    });
    return { counter, advance: (ms: number) => (now += ms) };
  }

  it('admits a source up to its budget a window, then says how long to wait', () => {
    const { counter, advance } = budget();
    expect([1, 2, 3].map(() => counter.admit('a'))).toEqual([null, null, null]);
    advance(15_000);
    expect(counter.admit('a')).toEqual({ retryAfterSeconds: 45 });
    expect(counter.admit('b')).toBeNull();
    advance(45_000);
    expect(counter.admit('a')).toBeNull();
  });

  it('bounds all sources together', () => {
    const { counter } = budget({ total: 5 });
    expect(['a', 'b', 'c', 'd', 'e'].map((source) => counter.admit(source))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(counter.admit('f')).toEqual({ retryAfterSeconds: 60 });
  });

  it('forgets the oldest sources beyond its memory bound', () => {
    const { counter } = budget({ maxSources: 2 });
    for (let i = 0; i < 3; i += 1) counter.admit('a');
    counter.admit('b');
    counter.admit('c');
    // `a` was dropped to keep two sources: it starts again.
    expect(counter.admit('a')).toBeNull();
  });
});
