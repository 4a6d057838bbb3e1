/** What a source may still do: `null` while within its budget, else how long until its window ends. */
export type Admission = null | { retryAfterSeconds: number };

export interface RefusalBudgetOptions {
  /** Refusals a source may cause per window. */
  perSource: number;
  /** Refusals all sources together may cause per window (an attacker with many addresses). */
  total: number;
  windowMs: number;
  now?: () => number;
  /** Most sources tracked at once (memory bound); the oldest windows are dropped first. */
  maxSources?: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Counts refusals per source (client IP) in fixed windows. `admit` is asked before doing the work a refusal
 * costs (storing the refused payload): it counts the refusal and says whether it is over the source's budget or
 * over the budget of all sources together. Counters live in this process, like the other rate limits.
 */
export function refusalBudget(options: RefusalBudgetOptions) {
  const now = options.now ?? Date.now;
  const maxSources = options.maxSources ?? 10_000;
  const windows = new Map<string, Window>();
  let all: Window = { startedAt: now(), count: 0 };

  function current(window: Window | undefined, at: number): Window {
    return window && at - window.startedAt < options.windowMs ? window : { startedAt: at, count: 0 };
  }

  function retryAfter(window: Window, at: number): { retryAfterSeconds: number } {
    return { retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + options.windowMs - at) / 1000)) };
  }

  return {
    /** Counts one refusal of `source`; `null` when it is within both budgets. */
    admit(source: string): Admission {
      const at = now();
      const window = current(windows.get(source), at);
      window.count += 1;
      windows.delete(source);
      windows.set(source, window);
      while (windows.size > maxSources) {
        const oldest = windows.keys().next().value;
        if (oldest === undefined) break;
        windows.delete(oldest);
      }
      all = current(all, at);
      all.count += 1;
      if (window.count > options.perSource) return retryAfter(window, at);
      if (all.count > options.total) return retryAfter(all, at);
      return null;
    },
  };
}

export type RefusalBudget = ReturnType<typeof refusalBudget>;
