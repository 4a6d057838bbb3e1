import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isAuthError } from '../auth/errors';
import { followAccountPreferences } from '../features/settings/account-preferences';
import { QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS } from '../config/constants';
import { syncHtmlLang } from '../i18n/html-lang';
import { forgetOfflineReads } from './offline-reads';
import type { AppAuth } from './session';

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

/**
 * Whose data the cache holds: when the signed-in user changes (sign-out included), the cache is emptied; when a
 * signed-in user leaves, so are the API answers the service worker kept for offline reading (ADR 0053).
 */
function useCacheForUser(client: QueryClient, auth: AppAuth | undefined) {
  useEffect(() => {
    if (!auth) return undefined;
    let userId = auth.getState().user?.id;
    return auth.subscribe(() => {
      const next = auth.getState().user?.id;
      if (next === userId) return;
      // A session that ends (not one that starts) leaves answers only its user may read.
      if (userId !== undefined) forgetOfflineReads();
      userId = next;
      client.clear();
    });
  }, [client, auth]);
}

export interface ProvidersProps {
  i18n: I18n;
  queryClient?: QueryClient;
  /** The session; its sign-outs empty the query cache. */
  auth?: AppAuth;
  children: ReactNode;
}

export function Providers({ i18n, queryClient, auth, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => syncHtmlLang(i18n), [i18n]);
  useEffect(() => (auth ? followAccountPreferences(auth, i18n) : undefined), [auth, i18n]);
  useCacheForUser(client, auth);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {/* No MUI theme here: pages and layouts built with MUI bring it (`theme-scope.tsx`, ADR 0011). */}
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
