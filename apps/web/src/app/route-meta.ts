import { matchRoutes, type Params } from 'react-router';
import { isUuid } from '../lib/uuid';
import { type LayoutName, type RouteAuth, type RouteEntry, routeTable } from '../config/route-table';

/** What every page route carries in its react-router `handle`. */
export interface PageHandle {
  layout: LayoutName;
  auth: RouteAuth;
  planned: boolean;
  /** Route table id. */
  routeId: string;
  /** Path pattern, e.g. `/kelas/:id`. */
  path: string;
  /** i18n key of the page title. */
  titleKey: string;
  /** Route table id of the parent page when this page is one of its nested tabs. */
  parentId?: string;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'routeId' in handle && 'titleKey' in handle;
}

export function toPageHandle(entry: RouteEntry): PageHandle {
  return {
    layout: entry.layout,
    auth: entry.auth,
    planned: entry.planned,
    routeId: entry.id,
    path: entry.path,
    titleKey: `pages.${entry.id}`,
    ...(entry.parent ? { parentId: entry.parent } : {}),
  };
}

const flatRoutes = routeTable.map((entry) => ({ id: entry.id, path: entry.path, entry }));

export interface RouteLookup {
  entry: RouteEntry;
  params: Params;
}

/** The route table entry a URL path (without `#`) shows, ranked like the router ranks it; no validation. */
export function findRoute(pathname: string): RouteLookup | undefined {
  const matches = matchRoutes(flatRoutes, pathname);
  const last = matches?.at(-1);
  return last ? { entry: last.route.entry, params: last.params } : undefined;
}

/**
 * The guard flag of the page at `pathname`: `true` (signed-in only), `false` (public) or `'guest'`;
 * `undefined` when no route matches (the 404 page, which everybody may see).
 */
export function getRouteAuth(pathname: string): RouteAuth | undefined {
  return findRoute(pathname)?.entry.auth;
}

/**
 * Page validation: every `:id` parameter is a UUID and every `:slug` a lower-case slug (other parameters, such as
 * the simulator's order `:number`, are checked by their page). Required parameters must be present; optional ones
 * may be absent.
 * A failure renders the 404 page.
 */
export function hasValidParams(entry: RouteEntry, params: Params): boolean {
  return entry.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .every((segment) => {
      const optional = segment.endsWith('?');
      const name = segment.slice(1).replace(/\?$/, '');
      const value = params[name];
      if (value === undefined || value === '') return optional;
      if (name === 'slug') return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
      return name !== 'id' || isUuid(value);
    });
}
