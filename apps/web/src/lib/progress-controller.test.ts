import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from '../config/constants';
import { createProgressController, type ProgressPhase } from './progress-controller';

describe('progress controller', () => {
  let phases: ProgressPhase[];
  const create = () =>
    createProgressController({
      throttleMs: PROGRESS_THROTTLE_MS,
      hideDelayMs: PROGRESS_HIDE_DELAY_MS,
      onChange: (phase) => phases.push(phase),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec’s numbers', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_HIDE_DELAY_MS).toBe(500);
  });

  it('never shows for a navigation faster than the 200 ms throttle', () => {
    const progress = create();
    progress.start();
    vi.advanceTimersByTime(199);
    progress.finish();
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual([]);
    expect(progress.phase).toBe('hidden');
  });

  it('shows after 200 ms, completes on finish and hides 500 ms later', () => {
    const progress = create();
    progress.start();
    vi.advanceTimersByTime(199);
    expect(progress.phase).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(progress.phase).toBe('running');
    vi.advanceTimersByTime(3000);
    progress.finish();
    expect(progress.phase).toBe('done');
    vi.advanceTimersByTime(499);
    expect(progress.phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(progress.phase).toBe('hidden');
    expect(phases).toEqual(['running', 'done', 'hidden']);
  });

  it('goes straight back to running when a navigation starts while completing', () => {
    const progress = create();
    progress.start();
    vi.advanceTimersByTime(250);
    progress.finish();
    vi.advanceTimersByTime(100);
    progress.start();
    expect(progress.phase).toBe('running');
    vi.advanceTimersByTime(1000);
    expect(progress.phase).toBe('running');
    expect(phases).toEqual(['running', 'done', 'running']);
  });

  it('ignores repeated start and finish calls', () => {
    const progress = create();
    progress.start();
    vi.advanceTimersByTime(100);
    progress.start();
    vi.advanceTimersByTime(100);
    expect(progress.phase).toBe('running');
    progress.finish();
    progress.finish();
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(phases).toEqual(['running', 'done', 'hidden']);
  });

  it('dispose clears pending timers', () => {
    const progress = create();
    progress.start();
    progress.dispose();
    vi.advanceTimersByTime(1000);
    expect(phases).toEqual([]);
  });
});
