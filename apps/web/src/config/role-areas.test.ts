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
    // The tutor dashboard is built: tutor-only and student+tutor accounts are at home there.
    expect(isBuiltRoute('tutorDashboard')).toBe(true);
    expect(homePath(['tutor'])).toBe(paths.tutorDashboard());
    expect(homePath(['student', 'tutor'])).toBe(paths.tutorDashboard());
  });

  it('follows the route table: the tutor area is its dashboard once built', () => {
    expect(tutorAreaPath()).toBe(paths.tutorDashboard());
    expect(entryAt(tutorAreaPath())?.planned).toBe(false);
  });

  it('offers only the areas of the scope, each to a built page', () => {
    expect(roleAreas(['student']).map((area) => area.role)).toEqual(['student']);
    expect(roleAreas(['tutor', 'student']).map((area) => area.role)).toEqual(['student', 'tutor']);
    expect(roleAreas(['tutor']).map((area) => area.to)).toEqual([paths.tutorDashboard()]);
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
