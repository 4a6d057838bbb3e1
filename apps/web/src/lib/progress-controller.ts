/**
 * Timing of the navigation progress bar, free of any framework so it can be tested with fake timers.
 *
 * - `start()` begins a navigation. The bar appears (`running`) only if the navigation is still pending after
 *   `throttleMs`: fast navigations never show it.
 * - `finish()` ends it. A bar that never appeared stays hidden; a visible bar completes (`done`) and hides
 *   `hideDelayMs` later.
 * - A new `start()` while the bar is completing brings it back to `running` at once.
 */
export type ProgressPhase = 'hidden' | 'running' | 'done';

export interface ProgressTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ProgressControllerOptions {
  throttleMs: number;
  hideDelayMs: number;
  onChange: (phase: ProgressPhase) => void;
  timers?: ProgressTimers;
}

export interface ProgressController {
  start(): void;
  finish(): void;
  /** Clears pending timers (keeps the current phase). */
  dispose(): void;
  readonly phase: ProgressPhase;
  /** Whether a navigation is in progress (shown or still inside the throttle window). */
  readonly pending: boolean;
}

const globalTimers: ProgressTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createProgressController(options: ProgressControllerOptions): ProgressController {
  const timers = options.timers ?? globalTimers;
  let phase: ProgressPhase = 'hidden';
  let pending = false;
  let throttleTimer: unknown = null;
  let hideTimer: unknown = null;

  const setPhase = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    options.onChange(next);
  };
  const clearThrottle = () => {
    if (throttleTimer !== null) timers.clearTimeout(throttleTimer);
    throttleTimer = null;
  };
  const clearHide = () => {
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    hideTimer = null;
  };

  return {
    get phase() {
      return phase;
    },
    get pending() {
      return pending;
    },
    start() {
      if (pending) return;
      pending = true;
      if (phase === 'done') {
        clearHide();
        setPhase('running');
        return;
      }
      throttleTimer = timers.setTimeout(() => {
        throttleTimer = null;
        setPhase('running');
      }, options.throttleMs);
    },
    finish() {
      if (!pending) return;
      pending = false;
      if (throttleTimer !== null) {
        clearThrottle();
        return;
      }
      if (phase !== 'running') return;
      setPhase('done');
      hideTimer = timers.setTimeout(() => {
        hideTimer = null;
        setPhase('hidden');
      }, options.hideDelayMs);
    },
    dispose() {
      clearThrottle();
      clearHide();
      pending = false;
    },
  };
}
