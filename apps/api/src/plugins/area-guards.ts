import type { Role } from '@scola/contracts';
import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The role an area of the API belongs to, from its URL: everything under `/api/admin` is the admin console, and
 * `/api/tutor/<word>` (a fixed word, not a tutor id) is the signed-in tutor's own workspace. The public tutor
 * catalogue (`/api/tutor`, `/api/tutor/:id`, `/api/tutor/:id/ikuti`) lives beside the workspace and stays outside.
 */
export function areaRoleOf(url: string): Role | undefined {
  if (url === '/api/admin' || url.startsWith('/api/admin/')) return 'admin';
  if (/^\/api\/tutor\/[^/:]+/.test(url)) return 'tutor';
  return undefined;
}

/**
 * Workspace paths an admin may use too (support acting on a tutor's classes, packages and sessions; reading their
 * study rooms); the routes still check ownership for tutors.
 */
const sharedWithAdmins = /^\/api\/tutor\/(kelas|kelas-paket|sesi|master-study-room|study-room)(\/|$)/;

/** Every role allowed into the area of `url` (undefined: not an area). */
export function areaRolesOf(url: string): Role[] | undefined {
  const role = areaRoleOf(url);
  if (!role) return undefined;
  return role === 'tutor' && sharedWithAdmins.test(url) ? ['tutor', 'admin'] : [role];
}

function hooksOf(route: RouteOptions): onRequestAsyncHookHandler[] {
  const existing = route.onRequest;
  if (!existing) return [];
  return (Array.isArray(existing) ? existing : [existing]) as onRequestAsyncHookHandler[];
}

/**
 * One guard per area, put in front of every route of the area as it is registered, so that an admin or workspace
 * route cannot be added without its role check (a route may still narrow access further, e.g. to the owner). The
 * routes are documented as needing an access token whatever their own schema says. Admins pass the tutor area's
 * guard as well: the workspace's routes answer them for any tutor's data (and a tutor only for their own).
 */
export const areaGuardsPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRoute', (route) => {
      const roles = areaRolesOf(route.url);
      if (!roles) return;
      route.onRequest = [app.requireScope(...roles), ...hooksOf(route)];
      route.schema = { ...route.schema, security: [{ accessToken: [] }] };
    });
    done();
  },
  { name: 'scola-area-guards', dependencies: ['scola-auth'] },
);
