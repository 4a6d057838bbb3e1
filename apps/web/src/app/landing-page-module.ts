/**
 * The landing page's module: the one page module in the app's first chunk. The registry of every other page
 * (`page-modules.ts`) is a chunk of its own, loaded on the first navigation elsewhere (or at once when the app opens
 * on another page), because its import map grows with every page built and would push the landing page's
 * JavaScript past its budget (DESIGN §8, ADR 0011).
 */
export const homePageModule = () => import('./pages/public/home-page');

/** The registry of every page but the landing page (loaded at boot when the app opens on another page). */
export const loadPageRegistry = () => import('./page-modules');

/**
 * The starters of the first screen's queries (`first-queries.ts`, ADR 0060): a chunk of its own, small beside a
 * page's, so the router can start a page's data before the page's chunks have arrived.
 */
export const loadFirstQueries = () => import('./first-queries');
