import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** The longest wait for an idle moment before the deferred part renders anyway. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Renders `children` only after the rest of the page has been painted (at the browser's next idle moment), so the
 * first render of a page is the part a visitor sees first: on a phone's slow main thread, the sections below the
 * fold (reviews, related items) and their requests no longer delay the first screen and its cover image (ADR 0060).
 * Unlike `WhenVisible`, it does not wait for a scroll: the part is there a moment later, for keyboards, screen
 * readers and "find in page" alike. `fallback` (nothing by default) stands in until then.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(show, 0);
    return () => clearTimeout(handle);
  }, []);
  return shown ? children : fallback;
}
