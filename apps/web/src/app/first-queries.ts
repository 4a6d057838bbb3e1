import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { classDetailQuery, classListQuery } from '../features/catalogue-classes/api/classes';
import { classFilterSpec } from '../features/catalogue-classes/api/class-filters';
import { classSearchPath } from '../features/catalogue-classes/hooks/use-class-search';
import { classSpaceQuery } from '../features/class-space/api/class-space';
import { tutorDashboardQuery } from '../features/tutor-dashboard/api/tutor-dashboard';
import { parseFilters } from '../lib/catalogue-filters';
import { createQueryClient } from './query-client';
import type { QueryClientSlot } from './query-client-slot';
import { type FirstQueryRoute, hasFirstQueries } from './first-query-routes';
import type { AppAuth } from './session';

export interface FirstQueryContext {
  params: Params;
  /** The address the router is about to show (its query carries a list's filters). */
  url: URL;
  auth: AppAuth;
  queryClient: QueryClient;
}

/** Starts the queries a page renders its first screen from; the page's own hooks then find them under way. */
type FirstQueries = (context: FirstQueryContext) => void;

/**
 * The class space's header (its frame renders nothing else until it has arrived). Its sessions are left to the
 * overview: their query lives in `class-live`, whose door brings the live-session components along.
 */
function classSpaceFirstQueries({ params, auth, queryClient }: FirstQueryContext): void {
  const id = params['id'];
  if (id) void queryClient.prefetchQuery(classSpaceQuery(auth, id));
}

/**
 * The first screen's data of the pages whose largest paint waits for it (issue 15, ADR 0060): the router starts
 * these beside the page's chunk instead of the page starting them once its chunks have loaded and rendered. Each
 * uses the query options of the hook the page renders with (same key, same fetcher), so the page finds the answer
 * in the cache, or the request in flight. A prefetch that fails is the page's to show: its hook runs the query
 * again and renders the error as before.
 */
const firstQueries: Readonly<Record<FirstQueryRoute, FirstQueries>> = {
  classes: ({ url, auth, queryClient }) => {
    const filters = parseFilters(classFilterSpec, url.searchParams);
    void queryClient.prefetchQuery(classListQuery(auth, classSearchPath(filters)));
  },
  classDetail: ({ params, auth, queryClient }) => {
    const id = params['id'];
    if (id) void queryClient.prefetchQuery(classDetailQuery(auth, id));
  },
  tutorDashboard: ({ auth, queryClient }) => void queryClient.prefetchQuery(tutorDashboardQuery(auth)),
  classSpace: classSpaceFirstQueries,
  tutorClassSpace: classSpaceFirstQueries,
};

/**
 * Starts the first screen's queries of a page, if it has any (never throws, never waits for them), in the app's
 * query client, created here when the router needs it before any part of the page does (ADR 0057: the slot is
 * the app's, so the page's `QueryScope` finds the same client).
 */
export function startFirstQueries(
  id: string,
  { querySlot, ...context }: Omit<FirstQueryContext, 'queryClient'> & { querySlot: QueryClientSlot },
): void {
  if (!hasFirstQueries(id)) return;
  const start = firstQueries[id];
  querySlot.current ??= createQueryClient();
  start({ ...context, queryClient: querySlot.current });
}
