import { expect } from 'vitest';

/**
 * A counter that starts again in every test file, as a kit's module-level counter did when each file had its own
 * worker: one worker now runs many files (`isolate: false`) and shares the kits' modules between them.
 */
export function perFileCounter(): () => number {
  let file: string | undefined;
  let value = 0;
  return () => {
    const current = expect.getState().testPath;
    if (current !== file) {
      file = current;
      value = 0;
    }
    value += 1;
    return value;
  };
}
