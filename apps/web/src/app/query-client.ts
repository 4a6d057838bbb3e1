import { QueryClient } from '@tanstack/react-query';
import { isAuthError } from '../auth/errors';
import { QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS } from '../config/constants';

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/**
 * Server data lives in TanStack Query only. Client errors (4xx) and session errors are not retried; others up to
 * twice. Queries run even without a network (`offlineFirst`): the service worker may answer them from the pages
 * read before (ADR 0053); what it cannot answer fails at once, so the page shows its offline state rather than
 * waiting for a network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => {
          if (isAuthError(error)) return false; // e.g. the session ran out: retrying cannot help
          if (!navigator.onLine) return false;
          const status = statusOf(error);
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < QUERY_MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
