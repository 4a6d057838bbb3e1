import { describe, expect, it } from 'vitest';
import { adminNav, studentNav, tutorNav } from '../app/layouts/workspace-nav';
import { paths } from './paths';
import { builtOnly, canBuy, homePath, isBuiltRoute, roleAreas, tutorAreaPath } from './role-areas';
import { getRouteEntry, routeTable } from './route-table';

/** The route entry a link leads to (its path without the query). */
const entryAt = (to: string) => routeTable.find((entry) => entry.path === to.split('?')[0]);

describe('role homes and areas', () => {
  it('sends each role home: admin dashboard, the tutor area, the student dashboard', () => {
    expect(homePath(['admin'])).toBe(paths.adminDashboard());
    expect(homePath(['student', 'admin'])).toBe(paths.adminDashboard());
    expect(homePath(['student'])).toBe(paths.dashboard());
    expect(homePath([])).toBe(paths.dashboard());
    expect(homePath(['tutor'])).toBe(tutorAreaPath());
    // Until the tutor dashboard exists, a student+tutor stays on the (built) student dashboard.
    const tutorDashboardBuilt = isBuiltRoute('tutorDashboard');
    expect(homePath(['student', 'tutor'])).toBe(
      tutorDashboardBuilt ? paths.tutorDashboard() : paths.dashboard(),
    );
  });

  it('follows the route table: the tutor area is its dashboard once built, else the verification page', () => {
    const built = getRouteEntry('tutorDashboard')?.planned === false;
    expect(tutorAreaPath()).toBe(built ? paths.tutorDashboard() : paths.tutorVerification());
    expect(entryAt(tutorAreaPath())?.planned).toBe(false);
  });

  it('offers only the areas of the scope, each to a built page', () => {
    expect(roleAreas(['student']).map((area) => area.role)).toEqual(['student']);
    expect(roleAreas(['tutor', 'student']).map((area) => area.role)).toEqual(['student', 'tutor']);
    expect(roleAreas(['admin', 'tutor', 'student']).map((area) => area.role)).toEqual([
      'student',
      'tutor',
      'admin',
    ]);
    expect(roleAreas(undefined)).toEqual([]);
    for (const area of roleAreas(['admin', 'tutor', 'student']))
      expect(entryAt(area.to)?.planned).toBe(false);
  });

  it('lists no planned page in the student, tutor and admin menus', () => {
    for (const item of [...studentNav, ...tutorNav, ...adminNav]) {
      expect(getRouteEntry(item.routeId)?.planned, item.routeId).toBe(false);
    }
    expect(tutorNav.map((item) => item.routeId)).toContain('tutorVerification');
    expect(builtOnly([{ routeId: 'tutorReviews' as const }]).length).toBe(
      isBuiltRoute('tutorReviews') ? 1 : 0,
    );
  });

  it('lets only students buy', () => {
    expect(canBuy(['student'])).toBe(true);
    expect(canBuy(['student', 'tutor'])).toBe(true);
    expect(canBuy(['tutor'])).toBe(false);
    expect(canBuy(['admin'])).toBe(false);
    expect(canBuy(undefined)).toBe(false);
  });
});
