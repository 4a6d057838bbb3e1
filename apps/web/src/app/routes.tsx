import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import './auth-guard';
import './redirects';
import { notFound } from './errors';
import { hasFirstQueries } from './first-query-routes';
import type { QueryClientSlot } from './query-client-slot';
import { loadThemed } from './lazy-themed';
import { RouteErrorElement } from './route-error-element';
import { layoutComponents } from './layouts/layout-routes';
import { globalMiddleware, runMiddleware } from './middleware';
import { homePageModule, loadFirstQueries, loadPageRegistry } from './landing-page-module';
import { hasValidParams, toPageHandle } from './route-meta';
import { BootFallback, RootShell } from './root-shell';
import { type LayoutName, layoutNames, type RouteEntry, routeTable } from '../config/route-table';
import type { AppAuth } from './session';

/**
 * Page validation (ids are UUIDs, else 404), then the global (the auth guard) and the route's own middleware; once
 * the page may show, its first screen's queries start (ADR 0060) while react-router still loads the page's chunk
 * (`lazy` runs beside the loader). The loader does not wait for them: the page shows its own loading state.
 */
function createLoader(entry: RouteEntry, auth: AppAuth, querySlot: QueryClientSlot | undefined) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (!hasValidParams(entry, params)) notFound();
    await runMiddleware([...globalMiddleware, ...(entry.middleware ?? [])], {
      entry,
      params,
      request,
      auth,
    });
    if (querySlot && hasFirstQueries(entry.id)) {
      const url = new URL(request.url);
      void loadFirstQueries().then(({ startFirstQueries }) =>
        startFirstQueries(entry.id, { params, url, auth, querySlot }),
      );
    }
    return null;
  };
}

/** Pages rendered without the MUI runtime (ADR 0011); every other page gets the theme with its chunk. */
const plainPages: ReadonlySet<string> = new Set(['home']);
/** Layouts rendered without the MUI runtime: the public site's (the landing page's). */
const plainLayouts: ReadonlySet<LayoutName> = new Set(['frontend', 'frontend-math']);

/** The page's module, from the registry chunk (the landing page's is in the first chunk). */
async function loadPage(entry: RouteEntry) {
  if (entry.id === 'home') return homePageModule();
  const { pageModuleOf } = await loadPageRegistry();
  const load = pageModuleOf(entry.id);
  // A page the table still marks planned has no module: it does not exist yet, so it is not found.
  if (!load) notFound();
  return load();
}

function lazyPage(entry: RouteEntry) {
  const load = () => loadPage(entry);
  if (plainPages.has(entry.id)) return async () => ({ Component: (await load()).default });
  return async () => ({ Component: (await loadThemed(load)).default });
}

/** The leaf route of one page (its path is set by the caller). */
function pageRoute(entry: RouteEntry, auth: AppAuth, querySlot: QueryClientSlot | undefined) {
  return {
    id: entry.id,
    handle: toPageHandle(entry),
    loader: createLoader(entry, auth, querySlot),
    lazy: lazyPage(entry),
  };
}

/**
 * The frame of a page with tabs: its own component (e.g. the class editor's tab bar around an `<Outlet/>`) when
 * `frameModules` has one, else none (react-router renders the `<Outlet/>` alone). Built pages only.
 */
function frameOf(entry: RouteEntry): Pick<RouteObject, 'lazy'> {
  if (entry.planned) return {};
  return {
    lazy: async () => {
      const { frameModuleOf } = await loadPageRegistry();
      const load = frameModuleOf(entry.id);
      if (!load) return {};
      return { Component: (await loadThemed(load)).default };
    },
  };
}

/**
 * A page with nested tabs becomes a frame route (renders an `<Outlet/>` until a tab layout replaces it) whose
 * index child is the page itself and whose other children are the tabs.
 */
function pageRoutes(
  entries: readonly RouteEntry[],
  auth: AppAuth,
  querySlot: QueryClientSlot | undefined,
): RouteObject[] {
  const topLevel = entries.filter((entry) => !entry.parent);
  return topLevel.map((entry): RouteObject => {
    const children = entries.filter((child) => child.parent === entry.id);
    if (children.length === 0) return { ...pageRoute(entry, auth, querySlot), path: entry.path };
    return {
      id: `${entry.id}.frame`,
      path: entry.path,
      handle: { layout: entry.layout },
      ...frameOf(entry),
      children: [
        { ...pageRoute(entry, auth, querySlot), index: true },
        ...children.map((child) => ({
          ...pageRoute(child, auth, querySlot),
          path: child.path.slice(entry.path.length + 1),
        })),
      ],
    };
  });
}

function layoutRoute(
  layout: Exclude<LayoutName, 'default'>,
  auth: AppAuth,
  querySlot: QueryClientSlot | undefined,
): RouteObject {
  return {
    id: `layout:${layout}`,
    handle: { layout },
    lazy: async () => {
      if (plainLayouts.has(layout)) return { Component: await layoutComponents[layout]() };
      const themed = await loadThemed(async () => ({ default: await layoutComponents[layout]() }));
      return { Component: themed.default };
    },
    children: pageRoutes(
      routeTable.filter((entry) => entry.layout === layout),
      auth,
      querySlot,
    ),
  };
}

/**
 * The whole route tree: root (progress bar, title, error page) → layout → page (→ nested tab). Every page's loader
 * runs the auth guard with `auth` before the page renders, then starts the page's first queries in the query client of
 * `querySlot` (the app's; without one, the pages start them).
 */
export function buildRoutes(auth: AppAuth, querySlot?: QueryClientSlot): RouteObject[] {
  const layouts = layoutNames.filter(
    (layout): layout is Exclude<LayoutName, 'default'> =>
      layout !== 'default' && routeTable.some((entry) => entry.layout === layout),
  );
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorElement />,
      hydrateFallbackElement: <BootFallback />,
      children: layouts.map((layout) => layoutRoute(layout, auth, querySlot)),
    },
  ];
}
