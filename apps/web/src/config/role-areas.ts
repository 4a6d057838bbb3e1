/**
 * Where each role is at home, and which areas an account may switch between (ADR 0029). Read from the route table
 * only: a link to a page that is still `planned` is never offered, and a role's home moves by itself once a later
 * issue builds its page (`/tutor/beranda`).
 */
import { paths } from './paths';
import { getRouteEntry, type RouteId } from './route-table';

/** The roles of a user's `scope` that have an area of their own. */
export type Role = 'student' | 'tutor' | 'admin';

export interface RoleArea {
  role: Role;
  /** The area's entry page (always a built page). */
  to: string;
  /** i18n key of the area's name ("Ruang siswa", "Ruang tutor", "Admin"). */
  labelKey: string;
}

/** Whether the route's page exists (`planned: false`): the one test every menu, footer and home link goes through. */
export function isBuiltRoute(id: RouteId): boolean {
  return getRouteEntry(id)?.planned === false;
}

/** The entries of a menu whose page is built (a planned page is hidden, not a link to a placeholder). */
export function builtOnly<T extends { routeId: RouteId }>(items: readonly T[]): T[] {
  return items.filter((item) => isBuiltRoute(item.routeId));
}

/**
 * The tutor workspace's entry page: its dashboard once built; until then the verification status page, which is
 * built, open to every tutor and tells a verified tutor so (and where an applicant follows their application).
 */
export function tutorAreaPath(): string {
  return isBuiltRoute('tutorDashboard') ? paths.tutorDashboard() : paths.tutorVerification();
}

/** The areas an account may enter, in menu order, only those of its scope. */
export function roleAreas(scope: readonly string[] | undefined): RoleArea[] {
  const has = (role: Role) => scope?.includes(role) === true;
  const areas: RoleArea[] = [];
  if (has('student')) areas.push({ role: 'student', to: paths.dashboard(), labelKey: 'nav.studentArea' });
  if (has('tutor')) areas.push({ role: 'tutor', to: tutorAreaPath(), labelKey: 'nav.tutorArea' });
  if (has('admin')) areas.push({ role: 'admin', to: paths.adminDashboard(), labelKey: 'nav.adminArea' });
  return areas;
}

/**
 * Where a signed-in account lands (after sign-in, on `/` or a guest page, from the logo): an admin on the admin
 * dashboard; a tutor on the tutor dashboard once it is built, until then a student+tutor on the student dashboard
 * (the richer built page they have) and a tutor-only account on the verification page; a student on `/beranda`.
 */
export function homePath(scope: readonly string[] | undefined): string {
  const has = (role: Role) => scope?.includes(role) === true;
  if (has('admin')) return paths.adminDashboard();
  if (has('tutor') && (isBuiltRoute('tutorDashboard') || !has('student'))) return tutorAreaPath();
  return paths.dashboard();
}

/** Whether the account may buy (cart, checkout, ownership of items): students only. */
export function canBuy(scope: readonly string[] | undefined): boolean {
  return scope?.includes('student') === true;
}
