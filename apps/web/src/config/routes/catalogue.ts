/** Catalogue pages (`app/pages/catalogue/`): public browsing of classes, materials, life skills and tutors. */
import { built, route, type RouteEntry } from './route-entry';

export const catalogueRoutes = [
  // Issue 16: one search across every kind of item, grouped by kind (ADR 0061).
  route('search', '/cari', 'frontend', false, built),
  route('classes', '/kelas', 'frontend', false, built),
  route('classDetail', '/kelas/:id', 'frontend', false, built),
  // An addition to the spec's routes (issue 17): the list of class packages.
  route('classPackages', '/kelas-paket', 'frontend', false, built),
  route('classPackageDetail', '/kelas-paket/:id', 'frontend', false, built),
  route('materials', '/materi', 'frontend', false, built),
  route('materialDetail', '/materi/detil/:id?', 'frontend', false, built),
  route('materialPreview', '/materi/preview/:id?', 'frontend', false, built),
  route('skillCourses', '/lifeskill', 'frontend', false, built),
  route('skillCourseDetail', '/lifeskill/detil/:id?', 'frontend', false, built),
  route('skillCoursePreview', '/lifeskill/preview/:id?', 'frontend', false, built),
  route('tutors', '/tutor', 'frontend', false, built),
  route('tutorProfile', '/tutor/detil/:id?', 'frontend', false, built),
] as const satisfies readonly RouteEntry[];
