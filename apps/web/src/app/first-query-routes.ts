import type { BuiltRouteId } from '../config/route-table';

/**
 * The pages whose first screen's queries the router starts (ADR 0060). Kept apart from their starters
 * (`first-queries.ts`, which bring the features' fetchers and the contracts): the router asks here first, so a
 * page without starters, the landing page above all, never loads them (its JavaScript budget, ADR 0057).
 */
export const firstQueryRoutes = [
  'classes',
  'classDetail',
  'tutorDashboard',
  'classSpace',
  'tutorClassSpace',
] as const satisfies readonly BuiltRouteId[];

export type FirstQueryRoute = (typeof firstQueryRoutes)[number];

export const hasFirstQueries = (id: string): id is FirstQueryRoute =>
  (firstQueryRoutes as readonly string[]).includes(id);
