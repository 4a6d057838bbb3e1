/**
 * The browser's online/offline flag (client-spec §3: "An online/offline flag is tracked from browser events"), as a
 * store React reads with `useSyncExternalStore`. `navigator.onLine` false is certain (no network at all); true only
 * means a network is there, so failed requests still show their own errors.
 */
import { useSyncExternalStore } from 'react';

export interface NetworkStatus {
  online: () => boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export const browserNetwork: NetworkStatus = {
  online: () => navigator.onLine,
  subscribe: (listener) => {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/** Whether the browser has a network (re-renders on the `online` and `offline` events). */
export function useOnline(network: NetworkStatus = browserNetwork): boolean {
  return useSyncExternalStore(network.subscribe, network.online, () => true);
}
